import { describe, expect, it } from 'vitest';
import type { User } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, customer, nobalance } = DEMO_USERS;
const NOW = Date.UTC(2026, 10, 21, 9);
const cancel = (token?: string) => call('/api/subscription/cancel', { method: 'POST', token, body: {} });
const userInfo = async (id: string, token: string) => (await (await call(`/api/user/${id}/info`, { token })).json()) as User;
const forcePay = (id: string) => call(`/api/invoices/${id}/pay/force`, { method: 'POST', token: admin.token, body: {} });

describe('a premium subscription', () => {
  it('shows on the user’s info while it pays their plan', async () => {
    const { subscription } = await userInfo(customer.id, customer.token);
    expect(subscription).toMatchObject({ plan: 'shop-discord-bot', provider: 'paypal', id: 'I_7XK2M9PLQ4RS', cancelled: null, amount: 1.99, billingCycle: 720 });
    // A month after it started: the next charge.
    expect(subscription!.periodEnd! - subscription!.since).toBe(720 * 3_600_000);
    expect(await userInfo(nobalance.id, nobalance.token)).not.toHaveProperty('subscription');
  });

  it('is cancelled once, by its owner', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: NOW } });
    const before = (await userInfo(customer.id, customer.token)).subscription;
    expect((await cancel(customer.token)).status).toBe(204);
    const after = (await userInfo(customer.id, customer.token)).subscription;
    expect(after?.cancelled).toBe(NOW);
    // What was paid for runs to its end.
    expect(after?.periodEnd).toBe(before?.periodEnd);
    expect(db.users.get(customer.id)?.plans.map((plan) => plan._id)).toContain('plan-discord-bot');
    expect((await cancel(customer.token)).status).toBe(400);
  });

  it('answers 404 without one, 401 without a token', async () => {
    expect((await cancel(nobalance.token)).status).toBe(404);
    expect((await cancel()).status).toBe(401);
  });

  it('starts when a plan’s invoice is paid by a Stripe or PayPal subscription, not a server’s', async () => {
    const invoice = db.invoices.get(SEED_INVOICES.stripeSubscription);
    expect(invoice?.attachedServer ?? null).toBeNull();
    expect((await forcePay(SEED_INVOICES.stripeSubscription)).status).toBe(200);
    const started = (await userInfo(customer.id, customer.token)).subscription;
    expect(started).toMatchObject({ plan: 'shop-mc-starter', provider: 'stripe', id: 'sub_1PqR2sLkdIwHu7ix', cancelled: null, amount: 4.99, billingCycle: 720 });
    expect(started!.periodEnd! - db.invoices.get(SEED_INVOICES.stripeSubscription)!.paiddate).toBe(720 * 3_600_000);

    const serverInvoice = { ...db.invoices.get(SEED_INVOICES.unpaid), _id: 'inv-server-sub', user: nobalance.id, stripeSubscription: 'sub_server', attachedServer: 'srv-awaiting' } as NonNullable<typeof invoice>;
    db.invoices.set(serverInvoice._id, serverInvoice);
    await forcePay(serverInvoice._id);
    expect(await userInfo(nobalance.id, nobalance.token)).not.toHaveProperty('subscription');
  });
});
