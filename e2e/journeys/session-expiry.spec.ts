import { DEMO_PASSWORD, expect, test, USERS, signIn } from '../fixtures';

test('a session that ends mid-visit sends the user to sign in and back to the same page', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await signIn(page, USERS.customer.email);
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // The session ends elsewhere (a password change, an admin); the next call of the page
  // (the user is refreshed when the tab is back in view) answers 401.
  await mock.revokeSessions(USERS.customer.id);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill(USERS.customer.email);
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/settings?tab=security');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});
