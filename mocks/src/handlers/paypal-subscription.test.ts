import { describe, expect, it } from 'vitest';
import type { InvoiceResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { token } = DEMO_USERS.customer;
const activate = (id: string, body: unknown, as: string = token) =>
  call(`/api/invoices/${id}/pay/paypal/subscription/activate`, { method: 'POST', token: as, body });

describe('PayPal subscription activation', () => {
  it('hands the invoice to the subscription and records its first payment', async () => {
    const response = await activate(SEED_INVOICES.unpaid, { subscriptionID: 'I-BW452GLLEP1G' });
    expect(response.status).toBe(200);
    const { invoice } = (await response.json()) as InvoiceResponse;
    expect(invoice).toMatchObject({ paypalOrder: 'I_BW452GLLEP1G', paid: true, received: 4.99, transaction: { method: 'paypal' } });
    expect((await activate(SEED_INVOICES.unpaid, { subscriptionID: 'I-OTHER1' })).status).toBe(409);
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
