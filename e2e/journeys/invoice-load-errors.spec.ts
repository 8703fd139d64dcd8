import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';

const heading = (id: string) => ({ level: 1, name: `Invoice ${id}` }) as const;

test.beforeEach(async ({ page }) => {
  await signIn(page, USERS.customer.email);
});

test('an invoice that does not exist says so and goes back', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await page.goto('/');
  await page.goto('/invoice/inv-missing');
  await expect(page.getByRole('heading', heading('inv-missing'))).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Invoice not found');
  await page.getByRole('alert').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/');
});

test("another customer's invoice is refused with a clear message", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  await page.goto(`/invoice/${SEED_INVOICES.noBalanceOwner}`);
  await expect(page.getByRole('alert')).toContainText('belongs to another account');
  await expect(page.getByText('Amount')).toHaveCount(0);
});

test('a server error offers Retry, which recovers', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await mock.fail({ method: 'GET', path: `/api/invoices/${SEED_INVOICES.unpaid}`, status: 500 });
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  await expect(page.getByRole('alert')).toContainText('Could not load the invoice');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
});

test('a network failure offers Retry, which recovers', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_FAILED|Failed to fetch|net::/);
  let down = true;
  await page.route(`**/api/invoices/${SEED_INVOICES.unpaid}`, (route) => (down ? route.abort('failed') : route.fallback()));
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  await expect(page.getByRole('alert')).toContainText('The server could not be reached');
  down = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
});

test('a failing shop listing still shows the invoice, with its own billing cycle', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await mock.fail({ method: 'GET', path: '/api/shop/listing', status: 500, times: -1 });
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  await expect(page.locator('.invoice-amount')).toHaveText('€4.99 /month');
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
});
