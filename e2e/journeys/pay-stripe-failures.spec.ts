import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { fakeStripe, STRIPE_JS } from '../support/payment-fakes';

test('a paid invoice says it is already paid and links back to it', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  await fakeStripe(page);
  await signIn(page, USERS.customer.email);
  await page.goto(`/invoice/${SEED_INVOICES.paidPaypal}/pay/stripe`);
  await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
  await page.getByRole('link', { name: `Back to invoice ${SEED_INVOICES.paidPaypal}` }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${SEED_INVOICES.paidPaypal}` })).toBeVisible();
});

test('a failing pay call shows a clear message, and Retry recovers', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await fakeStripe(page);
  await mock.fail({ method: 'POST', path: `/api/invoices/${SEED_INVOICES.unpaid}/pay/stripe`, status: 500 });
  await signIn(page, USERS.customer.email);
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}/pay/stripe`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('could not load this invoice');
  await expect(alert.getByRole('button', { name: 'Back' })).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Pay €4.99' })).toBeEnabled();
});

test('an invoice that does not exist says so', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await fakeStripe(page);
  await signIn(page, USERS.customer.email);
  await page.goto('/invoice/inv-missing/pay/stripe');
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
});

test('when Stripe.js does not load, the page says so and Retry loads it', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource/);
  await signIn(page, USERS.customer.email);
  let failing = true;
  await fakeStripe(page);
  // Registered last, so it is asked first; once it stops failing the fake answers.
  await page.route(STRIPE_JS, (route) => (failing ? route.abort() : route.fallback()));
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}/pay/stripe`);
  await expect(page.getByRole('heading', { name: 'Stripe could not be loaded' })).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Pay €4.99' })).toBeEnabled();
});
