import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';
import { openSettings, settingsSection } from '../support/settings-screen';
import { openSignInScreen } from '../support/sign-in-page';

const NEW_PASSWORD = 'fresh-start-42';

test('a wrong current password is refused; the right one changes it, and the new one signs in', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/, /status of 401/);
  await signIn(page, USERS.customer.email);
  await openSettings(page);
  const password = settingsSection(page, 'Password');
  const current = password.getByLabel('Current password');

  await current.fill('not-my-password-1');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is not right')).toBeVisible();
  await expect(current).toBeFocused();
  // Nothing typed is lost.
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

  await current.fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
  await expect(current).toHaveValue('');

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill(USERS.customer.email);
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(card.getByRole('alert')).toHaveText('Invalid email or password');

  await card.getByLabel('Password').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
});
