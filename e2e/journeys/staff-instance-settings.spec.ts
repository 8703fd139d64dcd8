import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { expect, signIn, test, USERS } from '../fixtures';

test('the panel name changed in the instance settings shows after a reload', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/instance/settings');
  const name = page.getByRole('textbox', { name: 'Panel name' });
  await expect(name).toBeVisible();
  await expect(page.getByText(/account(s)? would be deleted/)).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'instance settings');
  await page.setViewportSize({ width: 1280, height: 800 });

  const before = await name.inputValue();
  await name.fill('Orbit Hosting');
  const general = page.getByRole('form', { name: 'General and branding' });
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(general.getByText(`Panel name: ${before} → Orbit Hosting`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Panel name' })).toHaveValue('Orbit Hosting');
  // The brand link of the frame carries the name.
  await expect(page.getByRole('link', { name: 'Orbit Hosting', exact: true })).toBeVisible();
});
