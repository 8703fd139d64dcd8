import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { pauseClock, runUntilVisible } from '../support/clock';

test.beforeEach(async ({ page }) => {
  await signIn(page, USERS.customer.email);
});

test('?success shows the thank-you overlay with confetti for 5 seconds', async ({ page }) => {
  // Paused before the page loads: the overlay's 5 s cannot start while real time still flows
  // (the app starts as soon as the page's calls answer, which may be before a later pause).
  await pauseClock(page);
  await page.goto(`/invoice/${SEED_INVOICES.paidStripe}?success`);
  const overlay = page.getByRole('status').filter({ hasText: 'Thank you for your payment!' });
  // Moved on a frame at a time until it shows: at most one frame of its 5 s has gone then.
  await runUntilVisible(page, overlay);
  await expect(overlay.locator('canvas')).toBeAttached();
  await page.clock.runFor(4_980);
  await expect(overlay).toBeVisible();
  await page.clock.runFor(40);
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(`/invoice/${SEED_INVOICES.paidStripe}`);
});

test('without ?success there is no overlay and no confetti code is fetched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`/invoice/${SEED_INVOICES.paidStripe}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Thank you for your payment!')).toHaveCount(0);
  expect(scripts.filter((url) => url.includes('confetti'))).toEqual([]);
});

test('Halloween styles the invoice and hangs a cobweb', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { theme: { halloween: true } } });
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  await expect(page.getByTestId('cobweb')).toBeVisible();
  await expect(page.locator('.invoice-page')).toHaveClass(/seasonal-halloween/);
});

test('the advent theme styles the invoice, without a cobweb', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { theme: { christmas: { theme: true } } } });
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  await expect(page.locator('.invoice-page')).toHaveClass(/seasonal-advent/);
  await expect(page.getByTestId('cobweb')).toHaveCount(0);
});

test('no season: plain styles', async ({ page }) => {
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${SEED_INVOICES.unpaid}` })).toBeVisible();
  await expect(page.locator('.invoice-page')).not.toHaveClass(/seasonal-/);
  await expect(page.getByTestId('cobweb')).toHaveCount(0);
});
