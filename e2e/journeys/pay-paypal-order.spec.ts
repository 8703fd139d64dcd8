import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { holdRequests } from '../support/hold-requests';
import { watchSuccessPage } from '../support/success-page';
import { FAKE_PAYPAL_BUTTON, fakePaypal, invoiceOnServer } from '../support/payment-fakes';

const id = SEED_INVOICES.unpaid;

test('a customer pays an invoice with a PayPal order and lands on the success page', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  const sdkUrls = await fakePaypal(page);
  const success = watchSuccessPage(page, id);
  await page.goto(`/invoice/${id}`);
  await page.getByRole('button', { name: /^PayPal/ }).click();

  const create = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/invoices/${id}/pay/paypal`));
  // The capture answers only once the loading toast was seen, so it is seen for sure.
  const releaseCapture = await holdRequests(page, `**/api/invoices/${id}/pay/paypal/capture/*`);
  await page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }).click();
  expect((await create).postDataJSON()).toEqual({});
  await expect(page.getByText('Processing your payment...')).toBeVisible();
  await expect(page.getByText('Payment processed')).toHaveCount(0);

  expect(sdkUrls).toHaveLength(1);
  const sdk = sdkUrls.at(0);
  expect(sdk?.searchParams.get('client-id')).toBe('sb');
  expect(sdk?.searchParams.get('currency')).toBe('EUR');
  expect(sdk?.searchParams.get('components')?.split(',')).toEqual(expect.arrayContaining(['buttons', 'googlepay']));

  await releaseCapture();
  await expect(page.getByText('Payment processed')).toBeVisible();
  await success.landedPaid();
  expect(await invoiceOnServer(page.request, session, id)).toMatchObject({ paid: true, transaction: { method: 'paypal' } });
});

test('a double click on the PayPal button creates one order and captures it once', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  await fakePaypal(page);
  const creates: string[] = [];
  const captures: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith(`/api/invoices/${id}/pay/paypal`)) creates.push(request.url());
    if (request.url().includes(`/api/invoices/${id}/pay/paypal/capture/`)) captures.push(request.url());
  });
  await page.goto(`/invoice/${id}`);
  await page.getByRole('button', { name: /^PayPal/ }).click();
  const success = watchSuccessPage(page, id);
  await page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }).dblclick();

  await success.landedPaid();
  expect(creates).toHaveLength(1);
  expect(captures).toHaveLength(1);
  expect((await invoiceOnServer(page.request, session, id)).paid).toBe(true);
});

test('the invoice page loads no payment provider code until PayPal is chosen', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const sdkUrls = await fakePaypal(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/invoice/${id}`);
  await expect(page.getByRole('button', { name: /^PayPal/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Stripe/ })).toBeVisible();
  expect(scripts.filter((url) => /paypal|stripe/i.test(url))).toEqual([]);

  await page.getByRole('button', { name: /^PayPal/ }).click();
  await expect(page.getByRole('button', { name: FAKE_PAYPAL_BUTTON })).toBeVisible();
  // The PayPal wrapper's chunk (named in remotes/billing/rsbuild.config.ts), once.
  expect(scripts.filter((url) => /lib-paypal/.test(url))).toHaveLength(1);
  expect(scripts.filter((url) => /stripe/i.test(url))).toEqual([]);
  expect(sdkUrls).toHaveLength(1);
});
