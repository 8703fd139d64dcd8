import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostedCheckoutResponse, InvoiceResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { call, installMockApi } from '../testing/mock-api';
import { CONFIRMATION_DELAY_MS } from './hosted-checkout';

installMockApi();
afterEach(() => vi.useRealTimers());

const { token } = DEMO_USERS.customer;
const start = (provider: string, id: string = SEED_INVOICES.unpaid) =>
  call(`/api/invoices/${id}/pay/${provider}`, { method: 'POST', token, body: {} });
const invoice = async (id: string) => ((await (await call(`/api/invoices/${id}`, { token })).json()) as InvoiceResponse).invoice;

describe.each(['coingate', 'litepay', 'cashfree'])('hosted checkout at %s', (provider) => {
  it('creates a checkout, whose Pay returns to the success page and confirms a little later', async () => {
    db.config.settings.payments[provider as 'coingate'].enabled = true;
    const response = await start(provider);
    expect(response.status).toBe(200);
    const { checkoutUrl } = (await response.json()) as HostedCheckoutResponse;
    expect(checkoutUrl).toMatch(new RegExp(`^/api/__provider/checkout/${provider}_[0-9a-f]+$`));

    const page = await call(checkoutUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(SEED_INVOICES.unpaid);

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const paid = await call(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/invoice/${SEED_INVOICES.unpaid}/payment/success`);
    expect((await invoice(SEED_INVOICES.unpaid)).paid).toBe(false);
    vi.advanceTimersByTime(CONFIRMATION_DELAY_MS);
    expect(await invoice(SEED_INVOICES.unpaid)).toMatchObject({ paid: true, transaction: { method: provider } });
  });

  it('Cancel returns to the cancelled page and changes nothing', async () => {
    db.config.settings.payments[provider as 'coingate'].enabled = true;
    const { checkoutUrl } = (await (await start(provider)).json()) as HostedCheckoutResponse;
    const cancelled = await call(`${checkoutUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe(`/invoice/${SEED_INVOICES.unpaid}/payment/cancelled`);
    expect((await invoice(SEED_INVOICES.unpaid)).paid).toBe(false);
    expect(await (await call(checkoutUrl)).text()).toContain('This checkout is cancelled.');
  });

  it('refuses a disabled provider and a paid invoice', async () => {
    db.config.settings.payments[provider as 'coingate'].enabled = false;
    expect((await start(provider)).status).toBe(400);
    db.config.settings.payments[provider as 'coingate'].enabled = true;
    expect((await start(provider, SEED_INVOICES.paidStripe)).status).toBe(409);
  });
});
