import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';

const sidebarBalance = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).locator('dd[aria-labelledby="shell-user-balance"]');

test('paying in full from the balance: what is taken, the success screen, the new balance', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openScreen(page, `/invoice/${SEED_INVOICES.unpaid}`);
  await expect(sidebarBalance(page)).toContainText('€25.50');
  await page.getByRole('button', { name: /Account balance/ }).click();

  await expect(page).toHaveURL(`/invoice/${SEED_INVOICES.unpaid}/pay/balance`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with Account balance' })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Your balance$/ }).locator('+ dd')).toHaveText('€25.50');
  await expect(page.locator('dt', { hasText: 'Taken from your balance' }).locator('+ dd')).toHaveText('€4.99');
  await expect(page.locator('dt', { hasText: 'Still due afterwards' }).locator('+ dd')).toHaveText('€0.00');

  const payCalls: string[] = [];
  page.on('request', (request) => request.url().endsWith('/pay/balance') && payCalls.push(request.method()));
  await page.getByRole('button', { name: 'Pay €4.99 from balance' }).dblclick();

  await expect(page.getByText('Thank you for your payment!')).toBeVisible();
  await expect(page).toHaveURL(`/invoice/${SEED_INVOICES.unpaid}?success`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(sidebarBalance(page)).toContainText('€20.51');
  expect(payCalls).toEqual(['POST']);
  // Paying by balance never downloads a payment provider's code.
  expect(scripts.filter((url) => /paypal|stripe/i.test(url))).toEqual([]);
});

test('a balance smaller than what is due pays partly, and the invoice says so', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  // Spend most of the balance first: 25.50 − 7.99 − 15.00 leaves 2.51.
  for (const id of [SEED_INVOICES.discounted, SEED_INVOICES.nonRenewable]) {
    const response = await page.request.post(`/api/invoices/${id}/pay/balance`, { data: {}, headers: { Authorization: `Bearer ${session.token}` } });
    expect(response.ok()).toBe(true);
  }
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}/pay/balance`);
  await expect(page.locator('dt', { hasText: 'Taken from your balance' }).locator('+ dd')).toHaveText('€2.51');
  await expect(page.locator('dt', { hasText: 'Still due afterwards' }).locator('+ dd')).toHaveText('€2.48');
  await expect(page.getByText('it will be partly paid')).toBeVisible();
  // A monthly invoice: spec section 5's warning applies.
  await expect(page.getByText('Automatic billing is not possible until the next invoice.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay €2.51 from balance' }).click();

  await expect(page).toHaveURL(`/invoice/${SEED_INVOICES.unpaid}`);
  await expect(page.getByText('Paid €2.51 from your balance. €2.48 is still due.')).toBeVisible();
  await expect(page.locator('.invoice-notices')).toContainText('partly paid from your account balance. The remaining €2.48 is still due.');
  await expect(page.locator('.invoice-amount')).toHaveText('€4.99 today');
  await expect(sidebarBalance(page)).toContainText('€0.00');
  // With no balance left, the balance option is gone.
  await expect(page.getByRole('button', { name: /Account balance/ })).toHaveCount(0);
});

test('a top-up cannot be paid from the balance, even by its address', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await page.goto(`/invoice/${SEED_INVOICES.topup}/pay/balance`);
  await expect(page.getByText('A top-up cannot be paid from the account balance.')).toBeVisible();
  await expect(page.getByRole('button', { name: /from balance/ })).toHaveCount(0);
});

test('a refused balance payment shows why and can be tried again', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await signIn(page, USERS.customer.email);
  await mock.fail({ method: 'POST', path: `/api/invoices/${SEED_INVOICES.unpaid}/pay/balance`, status: 500 });
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}/pay/balance`);
  await page.getByRole('button', { name: 'Pay €4.99 from balance' }).click();
  await expect(page.getByRole('alert')).toContainText('Injected failure (500)');
  await page.getByRole('button', { name: 'Pay €4.99 from balance' }).click();
  await expect(page.getByText('Thank you for your payment!')).toBeVisible();
});
