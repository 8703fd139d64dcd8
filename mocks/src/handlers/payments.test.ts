import { describe, expect, it } from 'vitest';
import type { InvoiceResponse, PaypalCaptureResponse, PaypalOrderResponse, PaypalSubscriptionResponse } from '@panel/api/contract';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { token } = DEMO_USERS.customer;
const post = (path: string, body?: unknown) => call(path, { method: 'POST', token, body });

describe('PayPal', () => {
  it('captures an order it issued and marks the invoice paid', async () => {
    const id = SEED_INVOICES.unpaid;
    const { orderId } = (await (await post(`/api/invoices/${id}/pay/paypal`, {})).json()) as PaypalOrderResponse;
    const capture = await post(`/api/invoices/${id}/pay/paypal/capture/${orderId}`);
    expect(((await capture.json()) as PaypalCaptureResponse).status).toBe('COMPLETED');

    const { invoice } = (await (await call(`/api/invoices/${id}`, { token })).json()) as InvoiceResponse;
    expect(invoice).toMatchObject({ paid: true, received: invoice.amount, transaction: { method: 'paypal' } });
    expect((await post(`/api/invoices/${id}/pay/paypal`, {})).status).toBe(409);
  });

  it('declines an order id it never issued for that invoice', async () => {
    const { orderId } = (await (await post(`/api/invoices/${SEED_INVOICES.discounted}/pay/paypal`, {})).json()) as PaypalOrderResponse;
    const capture = await post(`/api/invoices/${SEED_INVOICES.unpaid}/pay/paypal/capture/${orderId}`);
    expect(await capture.json()).toEqual({ status: 'DECLINED' });
  });

  it('creates a subscription plan for a renewing invoice', async () => {
    const plan = await post(`/api/invoices/${SEED_INVOICES.unpaid}/pay/paypal/subscription`);
    expect(((await plan.json()) as PaypalSubscriptionResponse).planId).toMatch(/^P-/);
  });

  it.each([
    ['a top-up billed once', SEED_INVOICES.topup],
    ['a jfr-activation billed once', SEED_INVOICES.jfrActivation],
    ['a monthly invoice whose item the listing marks non-renewable', SEED_INVOICES.nonRenewable],
  ])('refuses a subscription plan for %s', async (_, id) => {
    expect((await post(`/api/invoices/${id}/pay/paypal/subscription`)).status).toBe(400);
  });
});
