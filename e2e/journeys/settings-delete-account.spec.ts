import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';
import { openSettings, settingsSection } from '../support/settings-screen';

test('a customer deletes their account after typing their username, and is signed out', async ({ page, request }) => {
  await signIn(page, USERS.customer.email);
  await openSettings(page);
  const section = settingsSection(page, 'Delete account');
  await expect(section).toContainText('Your servers and waiting orders are deleted');
  await expect(section).toContainText('coins are lost');

  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  const typed = dialog.getByLabel(`Type your username, ${USERS.customer.username}, to confirm`);
  await typed.fill(USERS.customer.username.toLowerCase());
  await expect(confirm).toBeDisabled();
  await typed.fill(USERS.customer.username);
  await expect(confirm).toBeEnabled();

  const deleted = page.waitForResponse((response) => response.url().endsWith('/api/user/delete'));
  await confirm.click();
  expect((await deleted).status()).toBe(204);
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  expect(await page.evaluate(() => ['token', 'userId', 'user', 'comingFrom'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null, null]);

  // The account is gone: its credentials no longer sign in.
  const login = await request.post('/api/auth/login', { data: { email: USERS.customer.email, password: DEMO_PASSWORD } });
  expect(((await login.json()) as { accessToken?: string | null }).accessToken ?? null).toBeNull();
});

test('a refused deletion keeps the dialog and what was typed', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await signIn(page, USERS.customer.email);
  await openSettings(page);
  await mock.fail({ method: 'DELETE', path: '/api/user/delete', status: 500 });
  await settingsSection(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const typed = dialog.getByLabel(`Type your username, ${USERS.customer.username}, to confirm`);
  await typed.fill(USERS.customer.username);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(typed).toHaveValue(USERS.customer.username);
  await expect(page).toHaveURL('/settings');
});
