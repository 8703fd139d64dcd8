import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { installClock } from '../support/clock';
import { holdRequests } from '../support/hold-requests';
import { watchSuccessPage } from '../support/success-page';
import { FAKE_PAYPAL_BUTTON, fakePaypal, invoiceOnServer, PAYPAL_SDK, PAYPAL_SUBSCRIPTIONS_STAND_IN } from '../support/payment-fakes';

const activatePath = (id: string) => `/api/invoices/${id}/pay/paypal/subscription/activate`;

/** Signs in with the fake PayPal SDK and opens the subscription page of the unpaid monthly invoice. */
async function openSubscription(page: Page) {
  const id = SEED_INVOICES.unpaid;
  const session = await signIn(page, USERS.customer.email);
  const sdkUrls = await fakePaypal(page);
  await page.goto(`/invoice/${id}/pay/paypal`);
  await expect(page.getByRole('heading', { name: 'Subscribe with PayPal' })).toBeVisible();
  return { id, session, sdkUrls };
}

test('a customer subscribes with PayPal: the approval toasts, then after 2 s the success page', async ({ page }) => {
  const id = SEED_INVOICES.unpaid;
  const session = await signIn(page, USERS.customer.email);
  const sdkUrls = await fakePaypal(page);
  const success = watchSuccessPage(page, id);
  const clock = await installClock(page);
  await page.goto(`/invoice/${id}`);
  await page.getByRole('button', { name: /^PayPal/ }).click();
  // PayPal's buttons render above the link once its SDK has loaded, moving it: a click between
  // finding the link and that render lands beside it (a CI run caught one).
  await expect(page.getByRole('button', { name: FAKE_PAYPAL_BUTTON })).toBeVisible();
  await page.getByRole('link', { name: 'subscribe with PayPal' }).click();

  await expect(page).toHaveURL(new RegExp(`/invoice/${id}/pay/paypal$`));
  await expect(page.getByRole('heading', { name: 'Subscribe with PayPal' })).toBeVisible();
  await expect(page.getByText('Minecraft Starter (4 GB)')).toBeVisible();
  await expect(page.getByText('Monthly')).toBeVisible();

  const plan = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/invoices/${id}/pay/paypal/subscription`));
  const issued = page.waitForResponse((r) => r.url().endsWith(PAYPAL_SUBSCRIPTIONS_STAND_IN));
  const activate = page.waitForRequest((r) => r.url().endsWith(activatePath(id)));
  // The activation answers only once the loading toast was seen, so it is seen for sure.
  const releaseActivation = await holdRequests(page, `**${activatePath(id)}`);
  await page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }).click();
  await plan;
  const subscription = (await (await issued).json()) as { id: string };
  expect((await activate).postDataJSON()).toEqual({ subscriptionID: subscription.id });
  await expect(page.getByText('Processing your payment...')).toBeVisible();
  await expect(page.getByText('Payment processed')).toHaveCount(0);

  const sdk = sdkUrls.at(-1);
  expect(sdk?.searchParams.get('components')?.split(',').sort()).toEqual(['buttons', 'googlepay']);
  expect(sdk?.searchParams.get('client-id')).toBe('sb');
  expect(sdk?.searchParams.get('currency')).toBe('EUR');
  expect(sdk?.searchParams.get('vault')).toBe('true');
  expect(sdk?.searchParams.get('intent')).toBe('subscription');

  // The duration is the behaviour under test (spec section 9): the toast shows first, the redirect follows 2 s later.
  await clock.pause();
  await releaseActivation();
  await expect(page.getByText('Payment processed')).toBeVisible();
  await expect(page.getByText('Processing your payment...')).toHaveCount(0);
  await page.clock.runFor(1_999);
  await expect(page).toHaveURL(new RegExp(`/invoice/${id}/pay/paypal$`));
  await page.clock.runFor(1);
  await success.reached();
  await page.clock.resume();
  await success.landedPaid();

  expect(await invoiceOnServer(page.request, session, id)).toMatchObject({
    paypalOrder: subscription.id.replace(/^I-/, 'I_'),
    paid: true,
    transaction: { method: 'paypal' },
  });
});

for (const status of [404, 501]) {
  test(`a backend without the activate call (${status}) confirms by webhook: 'Payment processed', then the success page waits`, async ({
    page,
    mock,
    consoleErrors,
  }) => {
    consoleErrors.allow(new RegExp(`status of ${status}`));
    const { id, session } = await openSubscription(page);
    await mock.fail({ method: 'POST', path: activatePath(id), status });
    const success = watchSuccessPage(page, id);
    await page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }).click();

    await expect(page.getByText('Payment processed')).toBeVisible();
    await expect(page.getByText('Could not process your payment')).toHaveCount(0);
    await success.reached(5_000);
    // Nothing marked it paid yet: the success page keeps asking, as it would until the webhook arrives.
    await expect(page.getByText('The payment provider has not confirmed it yet')).toBeVisible();
    expect((await invoiceOnServer(page.request, session, id)).paid).toBe(false);
  });
}

test('any other failure of the activation: the error toast, the page stays and the buyer can try again', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  const { id } = await openSubscription(page);
  await mock.fail({ method: 'POST', path: activatePath(id), status: 500 });
  const success = watchSuccessPage(page, id);
  await page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }).click();

  await expect(page.getByText('Could not process your payment')).toBeVisible();
  await expect(page.getByText('Payment processed')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/invoice/${id}/pay/paypal$`));
  await expect(page.getByRole('button', { name: FAKE_PAYPAL_BUTTON })).toBeVisible();

  await page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }).click();
  await expect(page.getByText('Payment processed')).toBeVisible();
  await success.landedPaid();
});

test.describe('invoices that cannot be subscribed to get a message and a way back, no PayPal buttons', () => {
  for (const [what, id, text] of [
    ['a one-time invoice', SEED_INVOICES.nonRenewable, 'paid once and does not renew'],
    ['a paid invoice', SEED_INVOICES.paidStripe, 'already paid'],
    ['an invoice PayPal already pays', SEED_INVOICES.paypalSubscription, 'already paid automatically by a subscription'],
  ] as const) {
    test(what, async ({ page }) => {
      const sdkUrls = await fakePaypal(page);
      await signIn(page, USERS.customer.email);
      await page.goto(`/invoice/${id}/pay/paypal`);
      await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
      await expect(page.getByRole('button', { name: FAKE_PAYPAL_BUTTON })).toHaveCount(0);
      expect(sdkUrls).toHaveLength(0);
      await page.getByRole('link', { name: `Back to invoice ${id}` }).click();
      await expect(page.getByRole('heading', { name: `Invoice ${id}` })).toBeVisible();
    });
  }
});

test('when the PayPal SDK does not load, the subscription page says so', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource/, /Failed to load the PayPal JS SDK script/);
  await signIn(page, USERS.customer.email);
  await page.route(PAYPAL_SDK, (route) => route.abort());
  await page.goto(`/invoice/${SEED_INVOICES.unpaid}/pay/paypal`);
  await expect(page.getByRole('alert')).toContainText('PayPal could not be loaded');
  await expect(page.getByRole('link', { name: `Back to invoice ${SEED_INVOICES.unpaid}` })).toBeVisible();
});
