import { describe, expect, it } from 'vitest';
import type { InvoiceResponse, PaypalSubscriptionResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { token } = DEMO_USERS.customer;
const activate = (id: string, body: unknown, as: string = token) =>
  call(`/api/invoices/${id}/pay/paypal/subscription/activate`, { method: 'POST', token: as, body });

/** What the buyer's approval in PayPal's window does: a plan for the invoice, then PayPal's subscription to it. */
async function subscribe(invoiceId: string): Promise<string> {
  const plan = await call(`/api/invoices/${invoiceId}/pay/paypal/subscription`, { method: 'POST', token, body: {} });
  const { planId } = (await plan.json()) as PaypalSubscriptionResponse;
  const subscription = await call('/api/__paypal/v1/billing/subscriptions', { method: 'POST', body: { plan_id: planId } });
  expect(subscription.status).toBe(201);
  const { id, status } = (await subscription.json()) as { id: string; status: string };
  expect([id, status]).toEqual([expect.stringMatching(/^I-[A-Z0-9]+$/), 'ACTIVE']);
  return id;
}

describe('PayPal subscription activation', () => {
  it('hands the invoice to the subscription and records its first payment', async () => {
    const subscriptionID = await subscribe(SEED_INVOICES.unpaid);
    const response = await activate(SEED_INVOICES.unpaid, { subscriptionID });
    expect(response.status).toBe(200);
    const { invoice } = (await response.json()) as InvoiceResponse;
    expect(invoice).toMatchObject({ paypalOrder: subscriptionID.replace('I-', 'I_'), paid: true, received: 4.99, transaction: { method: 'paypal' } });
    expect((await activate(SEED_INVOICES.unpaid, { subscriptionID })).status).toBe(409);
  });

  it('pays nothing with a subscription id PayPal never issued, or issued for another invoice’s plan', async () => {
    expect((await activate(SEED_INVOICES.unpaid, { subscriptionID: 'I-BW452GLLEP1G' })).status).toBe(400);
    const other = await subscribe(SEED_INVOICES.partlyPaid);
    const response = await activate(SEED_INVOICES.unpaid, { subscriptionID: other });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'PayPal has no active subscription with this id for this invoice' });
    expect(db.invoices.get(SEED_INVOICES.unpaid)).toMatchObject({ paid: false, received: 0 });
  });

  it('the PayPal stand-in subscribes only to a plan that was issued', async () => {
    const response = await call('/api/__paypal/v1/billing/subscriptions', { method: 'POST', body: { plan_id: 'P-NEVER' } });
    expect(response.status).toBe(404);
    expect(db.paypalSubscriptions.size).toBe(0);
  });

  it.each<[string, string, unknown, number, string?]>([
    ['no token', SEED_INVOICES.unpaid, { subscriptionID: 'I-A1' }, 401, ''],
    ['an unknown invoice', 'inv-nope', { subscriptionID: 'I-A1' }, 404],
    ['another customer’s invoice', SEED_INVOICES.noBalanceOwner, { subscriptionID: 'I-A1' }, 403],
    ['no subscription id', SEED_INVOICES.unpaid, {}, 400],
    ['an order id instead of a subscription id', SEED_INVOICES.unpaid, { subscriptionID: '5O190127TN364715T' }, 400],
    ['extra fields', SEED_INVOICES.unpaid, { subscriptionID: 'I-A1', plan: 'P-1' }, 400],
    ['a monthly invoice whose item the listing marks non-renewable', SEED_INVOICES.nonRenewable, { subscriptionID: 'I-A1' }, 400],
    ['a top-up billed once', SEED_INVOICES.topup, { subscriptionID: 'I-A1' }, 400],
    ['a paid invoice', SEED_INVOICES.paidStripe, { subscriptionID: 'I-A1' }, 409],
    ['an invoice already managed by Stripe', SEED_INVOICES.stripeSubscription, { subscriptionID: 'I-A1' }, 409],
  ])('rejects %s', async (_, id, body, status, as) => {
    expect((await activate(id, body, as ?? token)).status).toBe(status);
  });

  it('answers 400 while PayPal is disabled', async () => {
    db.config.settings.payments.paypal.enabled = false;
    expect((await activate(SEED_INVOICES.unpaid, { subscriptionID: 'I-A1' })).status).toBe(400);
  });
});
