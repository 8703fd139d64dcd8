import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { watchSuccessPage } from '../support/success-page';
import { fakeStripe, invoiceOnServer, stripeKeys } from '../support/payment-fakes';

const id = SEED_INVOICES.unpaid;

test('a customer pays with Stripe’s Payment Element and is sent to the success page', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  const scripts = await fakeStripe(page);
  await page.goto(`/invoice/${id}`);
  const intent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/invoices/${id}/pay/stripe`));
  await page.getByRole('button', { name: /^Stripe/ }).click();

  await expect(page).toHaveURL(new RegExp(`/invoice/${id}/pay/stripe$`));
  expect((await intent).postDataJSON()).toEqual({});
  await expect(page.getByRole('group', { name: 'Fake payment details' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay €4.99' });
  await expect(pay).toBeEnabled();
  expect(scripts.map((url) => url.origin)).toEqual(['https://js.stripe.com']);
  expect(await stripeKeys(page)).toEqual(['pk_test_mock_nebula']);

  const success = watchSuccessPage(page, id);
  await pay.click();
  await success.reached();
  expect(success.visitedUrls()).toContainEqual(expect.stringMatching(new RegExp(`/invoice/${id}/payment/success\\?payment_intent=pi_\\w+&redirect_status=succeeded$`)));
  await success.landedPaid();
  expect(await invoiceOnServer(page.request, session, id)).toMatchObject({ paid: true, transaction: { method: 'stripe' } });
});

test('a declined Stripe confirmation shows Stripe’s message and stays on the page', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  await fakeStripe(page, { confirmError: 'Your card was declined.' });
  await page.goto(`/invoice/${id}/pay/stripe`);
  const pay = page.getByRole('button', { name: 'Pay €4.99' });
  await expect(pay).toBeEnabled();
  await pay.click();

  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(new RegExp(`/invoice/${id}/pay/stripe$`));
  await expect(pay).toBeEnabled();
  expect((await invoiceOnServer(page.request, session, id)).paid).toBe(false);
});
