import type { Browser, Page } from '@playwright/test';
import { SCOPE_COOKIE } from '../../mocks/src/scope';
import { SEED_NOW } from '../../mocks/src/seed/reference-time';
import { expect, SHELL_ORIGIN, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test.use({ timezoneId: 'UTC' });

/** A second person's browser on the same mock scope (their own storage, so their own session). */
async function otherBrowser(browser: Browser, mockScope: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: SHELL_ORIGIN, timezoneId: 'UTC' });
  await context.addCookies([{ name: SCOPE_COOKIE, value: mockScope, url: SHELL_ORIGIN }]);
  return context.newPage();
}

test('a coupon made on its staff page is redeemed by a customer, then listed with who redeemed it and when', async ({ page, browser, mock, mockScope }) => {
  await mock.setClock(SEED_NOW);
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Coupons' });
  await expect(list.getByRole('row', { name: /WELCOME100/ })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the coupons');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page).toHaveURL('/staff/coupons/new');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveAccessibleErrorMessage('Use 3 to 32 letters, digits, - or _.');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'a new coupon, refused');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('textbox', { name: 'Code' }).fill('SPRING-COINS');
  await page.getByRole('spinbutton', { name: 'Coins' }).fill('35');
  await page.getByRole('spinbutton', { name: 'Max claims' }).fill('10');
  await page.getByLabel('Expires').fill('2031-06-30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/staff\/coupons\/(?!new)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon SPRING-COINS' })).toBeVisible();
  await expect(page.getByText('Nobody has redeemed this code yet.')).toBeVisible();
  const couponPath = new URL(page.url()).pathname;

  const customer = await otherBrowser(browser, mockScope);
  await signIn(customer, USERS.customer.email);
  await openScreen(customer, '/redeem');
  await customer.getByRole('textbox', { name: 'Code' }).fill('SPRING-COINS');
  await customer.getByRole('button', { name: 'Redeem' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'coins added' })).toContainText('35 coins added');
  await customer.context().close();

  await page.reload();
  const redeemed = page.getByRole('table', { name: 'Redeemed by' });
  const row = redeemed.getByRole('row', { name: new RegExp(USERS.customer.username) });
  await expect(row).toBeVisible();
  // The mock's clock stands at the seed's reference time: that is when the code was claimed.
  const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(SEED_NOW);
  await expect(row).toContainText(when);
  await expect(page.getByText('1 of 10')).toBeVisible();
  await expect(page).toHaveURL(couponPath);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'a redeemed coupon');
});

test('a coupon is edited, then deleted only once the dialog confirms it', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/coupons/coupon-summer');
  const coins = page.getByRole('spinbutton', { name: 'Coins' });
  await expect(coins).toHaveValue('50');
  await coins.fill('75');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete SUMMER50?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete SUMMER50?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/staff/coupons');
  await expect(page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: /SUMMER50/ })).toHaveCount(0);
});
