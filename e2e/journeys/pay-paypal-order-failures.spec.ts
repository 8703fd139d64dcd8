import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { FAKE_PAYPAL_BUTTON, fakePaypal, invoiceOnServer, PAYPAL_SDK } from '../support/payment-fakes';

const id = SEED_INVOICES.unpaid;

test('a PayPal capture that is not COMPLETED lands on the cancelled page and leaves the invoice unpaid', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  // An order id the mock never issued: its capture answers DECLINED.
  await fakePaypal(page, { approveOrderID: 'UNKNOWNORDER00000' });
  await page.goto(`/invoice/${id}`);
  await page.getByRole('button', { name: /^PayPal/ }).click();
  await page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }).click();

  await expect(page).toHaveURL(new RegExp(`/invoice/${id}/payment/cancelled$`));
  expect((await invoiceOnServer(page.request, session, id)).paid).toBe(false);
});

test('a failing PayPal call toasts that the payment could not be processed, and the page stays', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await signIn(page, USERS.customer.email);
  await fakePaypal(page);
  await mock.fail({ method: 'POST', path: `/api/invoices/${id}/pay/paypal/capture/*`, status: 500 });
  await page.goto(`/invoice/${id}`);
  await page.getByRole('button', { name: /^PayPal/ }).click();
  await page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }).click();

  await expect(page.getByText('Could not process your payment')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/invoice/${id}$`));
  await expect(page.getByRole('button', { name: FAKE_PAYPAL_BUTTON })).toBeVisible();
});

test('when the PayPal SDK does not load, the panel says so and the rest of the page keeps working', async ({ page, consoleErrors }) => {
  // The failed script request and the SDK wrapper's own report of it (spec section 8: the library's wording).
  consoleErrors.allow(/Failed to load resource/, /Failed to load the PayPal JS SDK script/);
  await signIn(page, USERS.customer.email);
  await page.route(PAYPAL_SDK, (route) => route.abort());
  await page.goto(`/invoice/${id}`);
  await page.getByRole('button', { name: /^PayPal/ }).click();

  await expect(page.getByRole('alert')).toContainText('PayPal could not be loaded');
  await expect(page.getByRole('heading', { name: `Invoice ${id}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Stripe/ })).toBeEnabled();
});
