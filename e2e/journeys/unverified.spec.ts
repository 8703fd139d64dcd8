import { expect, test, USERS, DEMO_PASSWORD } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

test('an unverified user who signs in is sent to verify their email', async ({ page }) => {
  await openSignInScreen(page);
  await page.getByLabel('Email').fill(USERS.unverified.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/auth/verify');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(USERS.unverified.email)).toBeVisible();
  // Verifying comes first: no passkey is offered yet (a verified account gets the offer here).
  await expect(page.getByText('Sign in faster next time with a passkey.')).toHaveCount(0);

  // The rule holds on a fresh load too: the startup check sends them back.
  await page.goto('/');
  await expect(page).toHaveURL('/auth/verify');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
});
