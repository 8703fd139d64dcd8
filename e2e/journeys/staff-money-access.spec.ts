import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';

test('STAFF see the invoices, but not coupons, discounts, transactions or insights, and the API refuses those calls', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  const session = await signIn(page, USERS.staff.email);
  await openScreen(page, '/staff/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Coupons' })).toHaveCount(0);

  for (const path of ['/staff/coupons', '/staff/coupons/coupon-welcome', '/staff/coupons/new', '/staff/discounts', '/staff/discounts/discount-spring', '/staff/transactions', '/staff/transactions/tx-001', '/staff/insights']) {
    await openScreen(page, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' }), path).toBeVisible();
  }

  const headers = { Authorization: `Bearer ${session.token}` };
  for (const path of [
    '/api/staff/coupons/list',
    '/api/staff/discounts/list',
    '/api/staff/transactions/list',
    '/api/staff/transactions/share',
    '/api/staff/coin-economy',
    '/api/staff/coupons/coupon-welcome/redemptions',
    '/api/staff/discounts/discount-spring/uses',
  ]) {
    expect((await page.request.get(path, { headers })).status(), path).toBe(403);
  }
  const create = await page.request.post('/api/staff/coupons/create', { headers, data: { collection: 'coupons', data: { code: 'STAFFMADE', coins: 5, maxClaims: 1 } } });
  expect(create.status()).toBe(403);
  expect((await page.request.delete('/api/staff/discounts/discount-spring/delete', { headers })).status()).toBe(403);
});
