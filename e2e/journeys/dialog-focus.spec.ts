import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { PHONE } from '../support/accessibility';

/** Tab and Shift+Tab, a few times round: the focus never leaves `dialog`. */
async function expectFocusTrappedIn(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus inside after ${key}`).toBe(true);
  }
}

test('the announcement dialog keeps the focus inside, and Escape closes it for good', async ({ page, mock }) => {
  await mock.patchConfig({ info: { dialog: { id: 'maintenance', title: 'Planned maintenance', message: 'The panel is **down** on Sunday.' } } });
  await signIn(page, USERS.customer.email);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Planned maintenance' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('down', { exact: true })).toHaveJSProperty('tagName', 'STRONG');

  await expectFocusTrappedIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the menu opens in a drawer that keeps the focus, closes on Escape and gives the focus back', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, USERS.customer.email);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await expectFocusTrappedIn(page, drawer);

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(menu).toBeFocused();

  // Following a link closes it too.
  await menu.click();
  await drawer.getByRole('link', { name: 'Referrals' }).click();
  await expect(page).toHaveURL('/referrals');
  await expect(drawer).toHaveCount(0);
});
