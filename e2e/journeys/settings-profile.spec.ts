import { expect, signIn, test, USERS } from '../fixtures';
import { openSettings, settingsSection } from '../support/settings-screen';

test('a customer changes their username and the sidebar shows the new one', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openSettings(page);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByText(USERS.customer.username)).toBeVisible();

  const profile = settingsSection(page, 'Profile');
  const username = profile.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveValue(USERS.customer.username);

  // The seeded name has capitals and a space, which a profile username may not have.
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Use only lower-case letters (a–z), digits, dots and underscores')).toBeVisible();
  await expect(username).toBeFocused();

  await username.fill('casey.c');
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/user/profile')) sent += 1;
  });
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/profile'));
  await profile.getByRole('button', { name: 'Save profile' }).dblclick();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(sidebar.getByText('casey.c', { exact: true })).toBeVisible();
  // A double click sends one call.
  expect(sent).toBe(1);

  // Kept by the server: after a reload the new name is still the one shown.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByText('casey.c', { exact: true })).toBeVisible();
  await expect(settingsSection(page, 'Profile').getByRole('textbox', { name: 'Username' })).toHaveValue('casey.c');
});

test('a refused save keeps what was typed and says why', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await signIn(page, USERS.customer.email);
  await openSettings(page);
  await mock.fail({ method: 'PATCH', path: '/api/user/profile', status: 500 });
  const profile = settingsSection(page, 'Profile');
  await profile.getByRole('textbox', { name: 'Username' }).fill('casey.c');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('alert')).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Username' })).toHaveValue('casey.c');
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByText(USERS.customer.username)).toBeVisible();
});

test('a new email is confirmed through the link mailed to it, then the customer is back in settings', async ({ page, mock }) => {
  const newEmail = 'casey.new@panel.test';
  await signIn(page, USERS.customer.email);
  await openSettings(page);
  const profile = settingsSection(page, 'Profile');
  await expect(profile.getByText('If you change it, we send a link to the new address')).toBeVisible();
  await profile.getByRole('textbox', { name: 'Username' }).fill('casey');
  await profile.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await profile.getByRole('button', { name: 'Save profile' }).click();

  // The account is unverified until the new address is confirmed.
  await expect(page).toHaveURL('/auth/verify');
  await expect(page.getByText(`Profile saved. Check your inbox at ${newEmail} to confirm the new address.`)).toBeVisible();
  await page.goto(await mock.lastMailLink(newEmail));
  await expect(page).toHaveURL('/settings');
  await expect(settingsSection(page, 'Profile').getByRole('textbox', { name: 'Email' })).toHaveValue(newEmail);
});
