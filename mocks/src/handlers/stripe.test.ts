import { describe, expect, it } from 'vitest';
import type { InvoiceResponse, StripePaymentResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { token } = DEMO_USERS.customer;
const payStripe = (id: string, body: unknown = {}, as: string = token) => call(`/api/invoices/${id}/pay/stripe`, { method: 'POST', token: as, body });
const confirm = (clientSecret: unknown) => call('/api/__mock/stripe/confirm', { method: 'POST', body: { clientSecret } });
const invoice = async (id: string) => ((await (await call(`/api/invoices/${id}`, { token })).json()) as InvoiceResponse).invoice;

describe('Stripe', () => {
  it('answers a PaymentIntent client secret and reuses the open one', async () => {
    const first = (await (await payStripe(SEED_INVOICES.unpaid)).json()) as StripePaymentResponse;
    expect(first.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const again = (await (await payStripe(SEED_INVOICES.unpaid)).json()) as StripePaymentResponse;
    expect(again.clientSecret).toBe(first.clientSecret);
    expect((await invoice(SEED_INVOICES.unpaid)).paid).toBe(false);
  });

  it('marks the invoice paid by stripe once the intent is confirmed (the webhook stand-in)', async () => {
    const { clientSecret } = (await (await payStripe(SEED_INVOICES.unpaid)).json()) as StripePaymentResponse;
    const confirmed = await confirm(clientSecret);
    expect(await confirmed.json()).toMatchObject({ status: 'succeeded', invoice: SEED_INVOICES.unpaid });
    expect(await invoice(SEED_INVOICES.unpaid)).toMatchObject({ paid: true, received: 4.99, transaction: { method: 'stripe' } });
    expect((await payStripe(SEED_INVOICES.unpaid)).status).toBe(409);
  });

  it.each<[string, () => Promise<Response>, number]>([
    ['no token', () => payStripe(SEED_INVOICES.unpaid, {}, ''), 401],
    ['an unknown invoice', () => payStripe('inv-nope'), 404],
    ['another customer’s invoice', () => payStripe(SEED_INVOICES.noBalanceOwner), 403],
    ['a body with fields', () => payStripe(SEED_INVOICES.unpaid, { amount: 1 }), 400],
    ['a paid invoice', () => payStripe(SEED_INVOICES.paidPaypal), 409],
    ['an unknown client secret', () => confirm('pi_x_secret_y'), 404],
    ['a confirm without client secret', () => confirm(42), 400],
  ])('rejects %s', async (_, request, status) => {
    expect((await request()).status).toBe(status);
  });

  it('answers 400 while Stripe is disabled', async () => {
    db.config.settings.payments.stripe.enabled = false;
    expect((await payStripe(SEED_INVOICES.unpaid)).status).toBe(400);
  });
});
