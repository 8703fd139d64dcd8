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
    expect((await userInfo(customer.id, customer.token)).subscription).toMatchObject({ plan: 'shop-discord-bot', provider: 'paypal', id: 'I_7XK2M9PLQ4RS', cancelled: null });
    expect(await userInfo(nobalance.id, nobalance.token)).not.toHaveProperty('subscription');
  });

  it('is cancelled once, by its owner', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: NOW } });
    expect((await cancel(customer.token)).status).toBe(204);
    expect((await userInfo(customer.id, customer.token)).subscription?.cancelled).toBe(NOW);
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
    expect((await userInfo(customer.id, customer.token)).subscription).toMatchObject({ plan: 'shop-mc-starter', provider: 'stripe', id: 'sub_1PqR2sLkdIwHu7ix', cancelled: null });

    const serverInvoice = { ...db.invoices.get(SEED_INVOICES.unpaid), _id: 'inv-server-sub', user: nobalance.id, stripeSubscription: 'sub_server', attachedServer: 'srv-awaiting' } as NonNullable<typeof invoice>;
    db.invoices.set(serverInvoice._id, serverInvoice);
    await forcePay(serverInvoice._id);
    expect(await userInfo(nobalance.id, nobalance.token)).not.toHaveProperty('subscription');
  });
});
