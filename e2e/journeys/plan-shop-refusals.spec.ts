import { SEED_NOW } from '../../mocks/src/seed/reference-time';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ page, mock }) => {
  await mock.setClock(SEED_NOW);
  await page.clock.install({ time: SEED_NOW });
  await signIn(page, USERS.customer.email);
});

test('Rust Legacy is sold out: the reason, and no Buy', async ({ page }) => {
  await openScreen(page, '/shop/plan-rust-legacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Rust Legacy' })).toBeVisible();
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This plan is sold out.');
  await expect(page.getByRole('button', { name: 'Buy' })).toHaveCount(0);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'shop plan: sold out');
});

test('the Winter Event is not on sale yet: when it opens, and no Buy', async ({ page }) => {
  await openScreen(page, '/shop/plan-winter-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Event Server' })).toBeVisible();
  await expect(page.getByText('Available from November 30, 2026')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This plan is not on sale yet.');
  await expect(page.getByRole('button', { name: 'Buy' })).toHaveCount(0);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'shop plan: not yet available');
});

test('an unknown plan is not found, with the way back to the shop', async ({ page, consoleErrors }) => {
  // The browser logs the 404 this test is about.
  consoleErrors.allow(/status of 404 .*\/api\/shop\/plan-none/);
  await openScreen(page, '/shop/plan-none');
  await expect(page.getByRole('heading', { level: 1, name: 'This plan does not exist' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'shop plan: not found');
  await page.getByRole('link', { name: 'Back to the shop' }).first().click();
  await expect(page).toHaveURL('/shop');
});
