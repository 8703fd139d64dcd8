import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { expect, signIn, test, USERS } from '../fixtures';

test('the mode switch’s dry run says what then happens', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/instance/mode');
  const switchButton = page.getByRole('button', { name: 'Switch to Per-server plans' });
  await expect(switchButton).toBeDisabled();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'instance mode');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('spinbutton', { name: /Expiry delay/ }).fill('48');
  await page.getByRole('button', { name: 'Dry run' }).click();
  const preview = page.getByRole('region', { name: 'What the switch will do' }).getByRole('listitem');
  await expect(preview).toHaveCount(4);
  const expected = await preview.allInnerTexts();
  expect(expected.join(' ')).toMatch(/\d+ servers? gets? a new expiry date/);

  await switchButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem')).toHaveText(expected);
  await dialog.getByRole('button', { name: 'Switch to Per-server plans' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Switched to Per-server plans' });
  await expect(done.getByText('What happened matches the dry run.')).toBeVisible();
  await expect(done.getByRole('listitem')).toHaveText(expected);
  await expect(page.getByRole('button', { name: 'Switch to Resource split' })).toBeDisabled();
});
