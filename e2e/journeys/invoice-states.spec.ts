import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { FAKE_PAYPAL_BUTTON, fakePaypal, invoiceOnServer } from '../support/payment-fakes';

const UNPAID_TEXT = 'Invoices are processed automatically. If you paid it, but it is still not marked as paid, please contact us.';

async function openInvoice(page: Page, id: string, email: string = USERS.customer.email) {
  const session = await signIn(page, email);
  await page.goto(`/invoice/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${id}` })).toBeVisible();
  await expect(page.getByText('Amount')).toBeVisible();
  return session;
}

const amount = (page: Page) => page.locator('.invoice-amount');
const notices = (page: Page) => page.locator('.invoice-notices');
const methods = (page: Page) => page.getByRole('region', { name: 'Choose a payment method' });

test('an unpaid monthly invoice: amount per month, due date, Unpaid, the notices and every method', async ({ page }) => {
  await openInvoice(page, SEED_INVOICES.unpaid);
  await expect(page.getByText('Minecraft Starter (4 GB)')).toBeVisible();
  await expect(amount(page)).toHaveText('€4.99 /month');
  await expect(page.getByText('December 1, 2026')).toBeVisible();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(notices(page)).toContainText('Please pay this invoice as soon as possible.');
  await expect(notices(page)).toContainText(UNPAID_TEXT);
  for (const name of ['Account balance', 'Stripe', 'PayPal', 'CoinGate']) {
    await expect(methods(page).getByRole('button', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Staff actions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download as pdf' })).toBeVisible();
});

// Dates in English as the kit's formatter writes them (Intl, language 'en').
const PAID = [
  { id: SEED_INVOICES.paidStripe, method: 'Stripe', date: 'October 2, 2026', amount: '€9.99 /month' },
  { id: SEED_INVOICES.paidCoingate, method: 'CoinGate', date: 'September 14, 2026', amount: '€55.50 every 3 months' },
  { id: SEED_INVOICES.paidPaypal, method: 'PayPal', date: 'June 20, 2026', amount: '€19.90 /year' },
  { id: SEED_INVOICES.paidStaffForce, method: 'Completed by staff', date: 'November 1, 2026', amount: '€4.99 /month' },
  { id: SEED_INVOICES.paidOther, method: 'bank-transfer', date: 'August 3, 2026', amount: '€29.97 every 3 months' },
];

for (const invoice of PAID) {
  test(`a paid invoice shows the paid date, Paid and 'Paid with ${invoice.method}'`, async ({ page }) => {
    await openInvoice(page, invoice.id);
    await expect(amount(page)).toHaveText(invoice.amount);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Unpaid', { exact: true })).toHaveCount(0);
    await expect(page.locator('dt', { hasText: 'Paid with' }).locator('+ dd')).toHaveText(invoice.method);
    await expect(notices(page)).toHaveText(`This invoice was paid on ${invoice.date}. Thank you!`);
    await expect(methods(page)).toHaveCount(0);
  });
}

test('a partly paid invoice: due today, the remainder and the manual next invoice', async ({ page }) => {
  await openInvoice(page, SEED_INVOICES.partlyPaid);
  await expect(amount(page)).toHaveText('€9.99 today');
  await expect(notices(page)).toContainText('This invoice was partly paid from your account balance. The remaining €5.49 is still due.');
  await expect(notices(page)).toContainText('automatic billing is not possible until the next invoice, which must be paid manually');
  await expect(methods(page)).toBeVisible();
});

test("a discounted invoice: today, the 'originally' amount and the discount", async ({ page }) => {
  await openInvoice(page, SEED_INVOICES.discounted);
  await expect(amount(page)).toContainText('€7.99 today');
  await expect(amount(page)).toContainText('originally €9.99');
  await expect(page.locator('dt', { hasText: 'Discount' }).locator('+ dd')).toHaveText('SPRING20: 20% off, also on every renewal');
});

for (const [id, by] of [
  [SEED_INVOICES.paypalSubscription, 'a PayPal subscription'],
  [SEED_INVOICES.stripeSubscription, 'a Stripe subscription'],
] as const) {
  test(`an unpaid invoice managed by ${by} says so, that invoices are processed automatically, and offers no payment`, async ({ page }) => {
    await openInvoice(page, id);
    await expect(notices(page)).toContainText(`This invoice is automatically managed by ${by}.`);
    await expect(notices(page)).toContainText(UNPAID_TEXT);
    await expect(notices(page)).not.toContainText('as soon as possible');
    await expect(methods(page)).toHaveCount(0);
    await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  });
}

test('a paid invoice managed by a PayPal subscription shows the paid date and that it is managed', async ({ page }) => {
  await openInvoice(page, SEED_INVOICES.paidPaypalSubscription);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(notices(page).locator('[data-notice]')).toHaveText([
    'This invoice was paid on November 10, 2026. Thank you!',
    'This invoice is automatically managed by a PayPal subscription. You do not need to pay it by hand.',
  ]);
  await expect(methods(page)).toHaveCount(0);
});

test('a top-up is never paid from the account balance', async ({ page }) => {
  await openInvoice(page, SEED_INVOICES.topup);
  await expect(amount(page)).toHaveText('€50.00 today');
  await expect(methods(page).getByRole('button', { name: 'Stripe' })).toBeVisible();
  await expect(methods(page).getByRole('button', { name: 'Account balance' })).toHaveCount(0);
});

test('an item the listing marks non-renewable is billed once although its invoice has a monthly cycle', async ({ page }) => {
  const id = SEED_INVOICES.nonRenewable;
  await fakePaypal(page);
  const session = await openInvoice(page, id);
  // Only the listing makes it one-time: the invoice itself bills monthly.
  expect((await invoiceOnServer(page.request, session, id)).billingCycle).toBe(720);
  await expect(amount(page)).toHaveText('€15.00 today');

  await methods(page).getByRole('button', { name: /^PayPal/ }).click();
  await expect(page.getByRole('button', { name: FAKE_PAYPAL_BUTTON })).toBeVisible();
  await expect(page.getByRole('link', { name: 'subscribe with PayPal' })).toHaveCount(0);
});

test('a jfr-activation invoice may be paid from the balance', async ({ page }) => {
  await openInvoice(page, SEED_INVOICES.jfrActivation);
  await expect(amount(page)).toHaveText('€2.00 today');
  await expect(methods(page).getByRole('button', { name: 'Account balance' })).toBeVisible();
});

test('a customer without balance is not offered the account balance', async ({ page }) => {
  await openInvoice(page, SEED_INVOICES.noBalanceOwner, USERS.nobalance.email);
  await expect(methods(page).getByRole('button', { name: 'Stripe' })).toBeVisible();
  await expect(methods(page).getByRole('button', { name: 'Account balance' })).toHaveCount(0);
});

test('with no provider enabled the invoice says how to pay it', async ({ page, mock }) => {
  await mock.patchConfig({
    settings: { payments: { paypal: { enabled: false }, stripe: { enabled: false }, coingate: { enabled: false }, cashfree: { enabled: false } } },
  });
  await openInvoice(page, SEED_INVOICES.unpaid);
  await expect(methods(page)).toContainText('No payment methods are enabled. Contact us to pay this invoice.');
  await expect(methods(page).getByRole('button', { name: 'Stripe' })).toHaveCount(0);
});
