import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';

const id = SEED_INVOICES.unpaid;
const CASHFREE_SDK = 'https://sdk.cashfree.com/js/v3/cashfree.js';

/**
 * Cashfree.js, faked at its real address: `checkout()` takes the buyer to the checkout of
 * that payment session (here the mock API's stand-in), saying how it was opened.
 */
const FAKE_CASHFREE = `window.Cashfree = function (options) {
  return {
    checkout: function (checkout) {
      location.assign('/api/__provider/checkout/' + encodeURIComponent(checkout.paymentSessionId) +
        '?mode=' + options.mode + '&target=' + checkout.redirectTarget);
      return new Promise(function () {});
    },
  };
};`;

test.beforeEach(async ({ page }) => {
  await page.route(CASHFREE_SDK, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_CASHFREE }));
});

for (const [provider, name] of [
  ['coingate', 'CoinGate'],
  ['litepay', 'LitePay'],
  ['cashfree', 'CashFree'],
] as const) {
  test(`${name}: the stand-in checkout pays, the success page waits for the late confirmation`, async ({ page }) => {
    await signIn(page, USERS.customer.email);
    await page.goto(`/invoice/${id}`);
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(`/invoice/${id}/pay/${provider}`);
    await expect(page.getByRole('heading', { level: 1, name: `Pay with ${name}` })).toBeVisible();

    const creates: string[] = [];
    page.on('request', (request) => request.url().endsWith(`/api/invoices/${id}/pay/${provider}`) && creates.push(request.method()));
    await page.getByRole('button', { name: `Continue to ${name}` }).dblclick();

    // The provider's page (the mock API's stand-in); CashFree's is opened by Cashfree.js.
    await expect(page).toHaveURL(new RegExp(`/api/__provider/checkout/${provider}_`));
    if (provider === 'cashfree') expect(new URL(page.url()).search).toBe('?mode=sandbox&target=_self');
    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(creates).toEqual(['POST']);
    await page.getByRole('button', { name: 'Pay €4.99' }).click();

    await expect(page).toHaveURL(`/invoice/${id}/payment/success`);
    await expect(page.getByText('Waiting for the payment provider to confirm…')).toBeVisible();
    // The stand-in confirms 6 s after Pay in the journeys (MOCK_CHECKOUT_CONFIRM_MS, playwright.config.ts).
    await expect(page.getByText('Thank you for your payment!')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(`/invoice/${id}?success`);
    await expect(page.locator('dt', { hasText: 'Paid with' }).locator('+ dd')).toHaveText(provider === 'coingate' ? 'CoinGate' : provider);
  });

  test(`${name}: cancelling charges nothing and offers the methods again`, async ({ page }) => {
    await signIn(page, USERS.customer.email);
    await page.goto(`/invoice/${id}/pay/${provider}`);
    await page.getByRole('button', { name: `Continue to ${name}` }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(`/invoice/${id}/payment/cancelled`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText('nothing was charged')).toBeVisible();
    const methods = page.getByRole('region', { name: 'Choose a payment method' });
    for (const method of ['Account balance', 'Stripe', 'PayPal', 'CoinGate', 'LitePay', 'CashFree']) {
      await expect(methods.getByRole('button', { name: new RegExp(method) })).toBeVisible();
    }
  });
}

test('a provider that is not enabled is not offered, and its page says so', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { payments: { litepay: { enabled: false } } } });
  await signIn(page, USERS.customer.email);
  await page.goto(`/invoice/${id}`);
  await expect(page.getByRole('button', { name: /CoinGate/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /LitePay/ })).toHaveCount(0);
  await page.goto(`/invoice/${id}/pay/litepay`);
  await expect(page.getByText('LitePay payments are not enabled.')).toBeVisible();
});

test('a paid invoice is not paid twice', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await page.goto(`/invoice/${SEED_INVOICES.paidStripe}/pay/coingate`);
  await expect(page.getByText(`Invoice ${SEED_INVOICES.paidStripe} is already paid.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to CoinGate' })).toHaveCount(0);
});

test('CashFree: Cashfree.js loads only when the buyer continues, and its failure is explained', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_FAILED|Failed to load resource/);
  await page.unroute(CASHFREE_SDK);
  const sdkRequests: string[] = [];
  await page.route(CASHFREE_SDK, (route) => {
    sdkRequests.push(route.request().url());
    return route.abort('failed');
  });
  await signIn(page, USERS.customer.email);
  await page.goto(`/invoice/${id}/pay/cashfree`);
  await expect(page.getByRole('button', { name: 'Continue to CashFree' })).toBeVisible();
  expect(sdkRequests).toEqual([]);

  await page.getByRole('button', { name: 'Continue to CashFree' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load Cashfree.js');
  await expect(page.getByRole('button', { name: 'Continue to CashFree' })).toBeEnabled();
  await expect(page).toHaveURL(`/invoice/${id}/pay/cashfree`);
});
