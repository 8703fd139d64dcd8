import { expect, signIn, test, USERS } from '../fixtures';
import { openSettings, settingsSection } from '../support/settings-screen';

test('the profile is saved and the delete dialog closed with the keyboard alone', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openSettings(page);
  const profile = settingsSection(page, 'Profile');
  const username = profile.getByRole('textbox', { name: 'Username' });

  // From the Gravatar button, Tab reaches the username; Enter in a field sends the form.
  await profile.getByRole('button', { name: 'Use my Gravatar' }).focus();
  await page.keyboard.press('Tab');
  await expect(username).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('casey.keys');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByText('casey.keys', { exact: true })).toBeVisible();

  const remove = settingsSection(page, 'Delete account').getByRole('button', { name: 'Delete account' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});
