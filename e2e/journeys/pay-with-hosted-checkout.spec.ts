import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';

const id = SEED_INVOICES.unpaid;

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

    // The provider's page (the mock API's stand-in).
    await expect(page).toHaveURL(new RegExp(`/api/__mock/checkout/${provider}_`));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(creates).toEqual(['POST']);
    await page.getByRole('button', { name: 'Pay €4.99' }).click();

    await expect(page).toHaveURL(`/invoice/${id}/payment/success`);
    await expect(page.getByText('Waiting for the payment provider to confirm…')).toBeVisible();
    await expect(page.getByText('Thank you for your payment!')).toBeVisible({ timeout: 10_000 });
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
