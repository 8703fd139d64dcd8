import type { APIRequestContext, Page } from '@playwright/test';
import type { Invoice } from '@panel/api/contract';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS, type SignedIn } from '../fixtures';

const staffActions = (page: Page) => page.getByRole('region', { name: 'Staff actions' });

/** The invoice as the mock API holds it now. */
async function invoiceOnServer(request: APIRequestContext, session: SignedIn, id: string) {
  const response = await request.get(`/api/invoices/${id}`, { headers: { Authorization: `Bearer ${session.token}` } });
  return { status: response.status(), invoice: response.ok() ? ((await response.json()) as { invoice: Invoice }).invoice : null };
}

test('STAFF see the three staff actions, not plain Complete invoice', async ({ page }) => {
  await signIn(page, USERS.staff.email);
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  const actions = staffActions(page);
  await expect(actions.getByRole('button', { name: 'Complete invoice & save transaction', exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Mark as unpaid', exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Complete invoice', exact: true })).toHaveCount(0);
});

test('STAFF complete an invoice and save a staff-force-pay transaction', async ({ page }) => {
  const session = await signIn(page, USERS.staff.email);
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  const force = page.waitForRequest((r) => r.url().includes('/pay/force') && r.method() === 'POST');
  await staffActions(page).getByRole('button', { name: 'Complete invoice & save transaction', exact: true }).click();
  const request = await force;
  expect(new URL(request.url()).searchParams.get('saveTransaction')).toBe('true');
  expect(request.postDataJSON()).toEqual({});
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Paid with' }).locator('+ dd')).toHaveText('Completed by staff');

  await page.reload();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const { invoice } = await invoiceOnServer(page.request, session, SEED_INVOICES.unpaid);
  expect(invoice).toMatchObject({ paid: true, received: 4.99, transaction: { method: 'staff-force-pay' } });
});

test('STAFF mark a paid invoice as unpaid after confirming, with exactly the pinned body', async ({ page }) => {
  const session = await signIn(page, USERS.staff.email);
  await page.goto(`/invoice/${SEED_INVOICES.paidStripe}`);
  await staffActions(page).getByRole('button', { name: 'Mark as unpaid', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as unpaid?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await invoiceOnServer(page.request, session, SEED_INVOICES.paidStripe)).invoice?.paid).toBe(true);

  await staffActions(page).getByRole('button', { name: 'Mark as unpaid', exact: true }).click();
  const edit = page.waitForRequest((r) => r.url().endsWith(`/api/staff/invoices/${SEED_INVOICES.paidStripe}/edit`));
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, mark as unpaid' }).click();
  expect((await edit).postDataJSON()).toEqual({ paid: false, paiddate: 0, received: 0, transaction: null });
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Paid with' })).toHaveCount(0);
  const { invoice } = await invoiceOnServer(page.request, session, SEED_INVOICES.paidStripe);
  expect(invoice).toMatchObject({ paid: false, paiddate: 0, received: 0, transaction: null });
});

test('STAFF delete an invoice after confirming: back, toast, gone on the server', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const session = await signIn(page, USERS.staff.email);
  await page.goto('/');
  await page.goto(`/invoice/${SEED_INVOICES.discounted}`);
  await staffActions(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this invoice?' });
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText(`Deleted invoice ${SEED_INVOICES.discounted}.`)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await invoiceOnServer(page.request, session, SEED_INVOICES.discounted)).status).toBe(404);
});

test('ADMIN also see plain Complete invoice, which records no transaction', async ({ page }) => {
  const session = await signIn(page, USERS.admin.email);
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  const force = page.waitForRequest((r) => r.url().includes('/pay/force'));
  await staffActions(page).getByRole('button', { name: 'Complete invoice', exact: true }).click();
  expect(new URL((await force).url()).searchParams.has('saveTransaction')).toBe(false);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const { invoice } = await invoiceOnServer(page.request, session, SEED_INVOICES.unpaid);
  expect(invoice).toMatchObject({ paid: true, transaction: null });
});

test('a staff action the server refuses shows its message and changes nothing', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await signIn(page, USERS.staff.email);
  await mock.fail({ method: 'POST', path: `/api/invoices/${SEED_INVOICES.unpaid}/pay/force`, status: 500 });
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}`);
  await staffActions(page).getByRole('button', { name: 'Complete invoice & save transaction', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Injected failure (500)' })).toBeVisible();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
});
