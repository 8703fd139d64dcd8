import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone, expectNoAxeViolations, PHONE, switchTheme, THEMES } from '../support/accessibility';
import { openSettings, settingsSection } from '../support/settings-screen';

test.describe('the settings screen at 375 px', () => {
  test.use({ viewport: PHONE });

  test('axe finds nothing in the light and dark themes, and nothing scrolls sideways', async ({ page }) => {
    await signIn(page, USERS.customer.email);
    await openSettings(page);
    await expectAccessibleInBothThemesAndOnAPhone(page, 'the settings screen');
  });

  test('with its field errors and the delete dialog open, in both themes', async ({ page }) => {
    await signIn(page, USERS.customer.email);
    await openSettings(page);
    await settingsSection(page, 'Profile').getByRole('button', { name: 'Save profile' }).click();
    await expect(settingsSection(page, 'Profile').getByText('Use only lower-case letters (a–z), digits, dots and underscores')).toBeVisible();
    await settingsSection(page, 'Password').getByRole('button', { name: 'Change password' }).click();
    await expect(settingsSection(page, 'Password').getByText('Enter your current password')).toBeVisible();
    await expectAccessibleInBothThemesAndOnAPhone(page, 'the settings screen with field errors');

    await settingsSection(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    for (const [index, theme] of THEMES.entries()) {
      await switchTheme(page, theme);
      await expectNoAxeViolations(page, `the delete dialog (${theme})`, { coloursOnly: index > 0 });
    }
  });
});
