import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

test('a banned account lands on the ban notice with reason and date, and can sign out', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill(USERS.banned.email);
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/auth/ban');
  await expect(page.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
  await expect(page.getByText('Your account has been banned since November 2, 2026.')).toBeVisible();
  await expect(page.getByText('Reason: Chargebacks on three paid invoices')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nebula Hosting' })).toHaveAttribute('href', 'https://panel.nebula-hosting.example');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The notice survives a reload.
  await page.reload();
  await expect(page.getByText('Reason: Chargebacks on three paid invoices')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
