import { beforeEach, describe, expect, it, vi } from 'vitest';
import { perServerPlansFor } from '@panel/rules';
import type { Invoice, QueueInfo, ServerOrderResponse, ServerView } from '@panel/api/contract';
import { db } from '../db';
import { INSTALL_MS, RENEWAL_NOTICE_MS } from '../domain/lifecycle';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { SEED_EGGS, SEED_LOCATIONS } from '../seed/catalogue';
import { SEED_CODES } from '../seed/content';
import { daysFromSeed, hoursFromSeed } from '../seed/reference-time';
import { SEED_SERVERS } from '../seed/servers';
import { generatedUserId } from '../seed/users';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const DAY = 86_400_000;
const { admin, customer } = DEMO_USERS;
const setClock = (now: number) => call('/api/__mock/clock', { method: 'POST', body: { now } });
const advance = (ms: number) => call('/api/__mock/clock', { method: 'POST', body: { advance: ms } });
const viewOf = async (id: string): Promise<ServerView | null> => {
  const response = await call(`/api/server/${id}`, { token: admin.token });
  return response.status === 404 ? null : ((await response.json()) as { server: ServerView }).server;
};
const invoiceOf = (id: string | null): Invoice | undefined => (id === null ? undefined : db.invoices.get(id));

beforeEach(() => setClock(daysFromSeed(0)));

describe('advancing the mock clock', () => {
  it('moves the clock on from its now', async () => {
    expect((await advance(90_000)).status).toBe(204);
    expect(db.clockOverride).toBe(daysFromSeed(0) + 90_000);
  });

  it.each([[{ advance: -1 }], [{ advance: 1.5 }], [{ advance: '1h' }], [{ now: 1, advance: 1 }]])('refuses %j with 400', async (body) => {
    expect((await call('/api/__mock/clock', { method: 'POST', body })).status).toBe(400);
  });
});

describe('installation', () => {
  it('finishes a few minutes after the server was created', async () => {
    expect((await viewOf(SEED_SERVERS.modpack))?.state).toBe('installing');
    await setClock(hoursFromSeed(-0.05) + INSTALL_MS);
    expect((await viewOf(SEED_SERVERS.modpack))?.state).toBe('active');
  });

  it('finishes for a new order too, whichever call comes next', async () => {
    const order = { name: 'Fresh', software: SEED_EGGS.paper, location: SEED_LOCATIONS.helsinki, cpu: 50, memory: 1024, disk: 2048, databases: 0, backups: 0, allocations: 1 };
    const { server } = (await (await call('/api/server/create', { method: 'POST', token: customer.token, body: order })).json()) as ServerOrderResponse;
    expect((await viewOf(server ?? ''))?.state).toBe('installing');
    db.clockOverride = daysFromSeed(0) + INSTALL_MS;
    expect((await viewOf(server ?? ''))?.state).toBe('active');
  });
});

describe('coin renewal', () => {
  it('suspends a server whose renewal passes unpaid, and deletes it deletionThreshold days later', async () => {
    await setClock(hoursFromSeed(60) - 1);
    expect((await viewOf(SEED_SERVERS.survival))?.state).toBe('active');
    await advance(1);
    expect(await viewOf(SEED_SERVERS.survival)).toMatchObject({ state: 'suspended', suspentionReason: 'RENEWAL_REQUIRED', deletionAt: hoursFromSeed(60) + 7 * DAY });
    await setClock(hoursFromSeed(60) + 7 * DAY);
    expect(await viewOf(SEED_SERVERS.survival)).toBeNull();
  });

  it('keeps a server renewed in time running', async () => {
    expect((await call(`/api/server/${SEED_SERVERS.survival}/renew`, { method: 'POST', token: customer.token, body: {} })).status).toBe(200);
    await setClock(hoursFromSeed(60) + DAY);
    expect((await viewOf(SEED_SERVERS.survival))?.state).toBe('active');
  });
});

describe('a plan billed per cycle', () => {
  const ny1 = 'srv-ny-1';
  const renewal = daysFromSeed(11);
  const player1 = () => db.users.get(generatedUserId(1));

  it('issues the renewal invoice ahead of the period’s end and pays it from a balance that covers it', async () => {
    const balance = player1()?.balance ?? 0;
    await setClock(renewal - RENEWAL_NOTICE_MS);
    const view = await viewOf(ny1);
    expect(view?.state).toBe('active');
    expect(view?.db.renewal).toBe(renewal + 720 * 3_600_000);
    const paid = [...db.invoices.values()].find((invoice) => invoice.attachedServer === ny1);
    expect(paid).toMatchObject({ paid: true, amount: 9.99, billingCycle: 720, transaction: { method: 'balance' } });
    expect(player1()?.balance).toBeCloseTo(balance - 9.99, 2);
  });

  it('shows it expiring while the invoice is open, suspends it when the period ends, and a payment brings it back', async () => {
    const owner = player1();
    if (owner) owner.balance = 0;
    await setClock(renewal - RENEWAL_NOTICE_MS);
    const expiring = await viewOf(ny1);
    expect(expiring?.state).toBe('expiring');
    expect(invoiceOf(expiring?.db.invoice ?? null)).toMatchObject({ paid: false, duedate: renewal, item: 'plan-mc-pro' });

    await setClock(renewal);
    const suspended = await viewOf(ny1);
    expect(suspended).toMatchObject({ state: 'suspended', suspentionReason: 'RENEWAL_REQUIRED', deletionAt: renewal + 7 * DAY });

    const invoiceId = suspended?.db.invoice ?? '';
    expect((await call(`/api/invoices/${invoiceId}/pay/force?saveTransaction=true`, { method: 'POST', token: admin.token, body: {} })).status).toBe(200);
    expect(await viewOf(ny1)).toMatchObject({ state: 'active', suspended: false, db: { renewal: renewal + 720 * 3_600_000, invoice: null } });
  });

  it('leaves the renewal invoice for the owner to pay once automatic renewal is off', async () => {
    const disable = (id: string, token: string) => call(`/api/server/${id}/disableAutomaticRenewal`, { method: 'POST', token });
    expect((await disable(ny1, customer.token)).status).toBe(403);
    expect((await disable(SEED_SERVERS.survival, customer.token)).status).toBe(400);
    expect((await disable(ny1, admin.token)).status).toBe(204);
    expect((await disable(ny1, admin.token)).status).toBe(204);
    const balance = player1()?.balance;
    await setClock(renewal - RENEWAL_NOTICE_MS);
    expect((await viewOf(ny1))?.state).toBe('expiring');
    expect(player1()?.balance).toBe(balance);
  });

  it('deletes it when still unpaid, and the queue takes the freed slot: the first in line is placed, the next moves up', async () => {
    const owner = player1();
    if (owner) owner.balance = 0;
    const position = async (id: string) => ((await (await call(`/api/server/queue/${id}`, { token: admin.token })).json()) as { info: QueueInfo }).info.position;
    expect(await position('queue-player-ny')).toEqual({ current: 2, total: 2 });

    await setClock(renewal - RENEWAL_NOTICE_MS);
    await setClock(renewal + 7 * DAY);
    expect(await viewOf(ny1)).toBeNull();
    expect(db.domain.queue.map((entry) => entry._id)).toEqual(['queue-player-ny']);
    expect(db.domain.servers.some((server) => server.name === 'Queued in New York' && server.uid === customer.id)).toBe(true);
    expect(await position('queue-player-ny')).toEqual({ current: 1, total: 1 });
  });
});

describe('a discount on renewals', () => {
  const orderWith = async (discount: string) => {
    db.config.features.perServerPlans = perServerPlansFor('plans');
    const order = { name: `With ${discount}`, software: SEED_EGGS.paper, location: SEED_LOCATIONS.helsinki, plan: 'plan-mc-pro', billingCycle: 720, discount };
    const { server } = (await (await call('/api/server/create', { method: 'POST', token: customer.token, body: order })).json()) as ServerOrderResponse;
    const activation = invoiceOf(db.domain.servers.find((candidate) => candidate._id === server)?.invoice ?? null);
    expect((await call(`/api/invoices/${activation?._id}/pay/balance`, { method: 'POST', token: customer.token, body: {} })).status).toBe(200);
    // The period paid ends a cycle later; its renewal invoice comes RENEWAL_NOTICE_MS before.
    await setClock(daysFromSeed(30) - RENEWAL_NOTICE_MS);
    const renewals = [...db.invoices.values()].filter((invoice) => invoice.attachedServer === server && invoice._id !== activation?._id);
    expect(renewals).toHaveLength(1);
    return { activation, renewal: renewals[0] };
  };

  it('carries a recurrent discount onto the renewal invoice', async () => {
    const { activation, renewal } = await orderWith(SEED_CODES.discount);
    expect(activation).toMatchObject({ amount: 7.99, discount: { code: SEED_CODES.discount, recurrent: true } });
    expect(renewal).toMatchObject({ amount: 7.99, originalAmount: 9.99, discount: { code: SEED_CODES.discount, reduction: 20, recurrent: true }, billingCycle: 720, duedate: daysFromSeed(30) });
  });

  it('leaves a one-time discount off the renewal invoice', async () => {
    db.domain.discounts.push({ _id: 'discount-once', code: 'ONCE25', reduction: 25, maxClaims: 10, expires: null, redeemed: [], allowedPlans: [], recurrent: false });
    const { activation, renewal } = await orderWith('ONCE25');
    expect(activation).toMatchObject({ amount: 7.49, discount: { code: 'ONCE25', recurrent: false } });
    expect(renewal).toMatchObject({ amount: 9.99, discount: null, billingCycle: 720, duedate: daysFromSeed(30) });
    expect(renewal?.originalAmount ?? null).toBeNull();
  });
});

describe('an order awaiting its activation payment', () => {
  it('lapses when its invoice falls due unpaid: the server goes, the invoice is withdrawn, the plan unit is back on sale', async () => {
    const invoice = invoiceOf(SEED_INVOICES.unpaid);
    const plan = db.domain.plans.find((candidate) => candidate._id === 'plan-mc-starter');
    const stock = plan?.stock ?? null;
    await setClock((invoice?.duedate ?? 0) - 1);
    expect((await viewOf(SEED_SERVERS.awaiting))?.state).toBe('awaiting-payment');
    await advance(1);
    expect(await viewOf(SEED_SERVERS.awaiting)).toBeNull();
    expect((await call(`/api/invoices/${SEED_INVOICES.unpaid}`, { token: customer.token })).status).toBe(404);
    expect(plan?.stock ?? null).toBe(stock === null ? null : stock + 1);
  });

  it('gives back the discount claim the order took when it lapses', async () => {
    db.config.features.perServerPlans = perServerPlansFor('plans');
    const spring = db.domain.discounts.find((discount) => discount.code === SEED_CODES.discount);
    const claims = spring?.redeemed.length ?? 0;
    const order = { name: 'Never paid', software: SEED_EGGS.paper, location: SEED_LOCATIONS.helsinki, plan: 'plan-mc-pro', billingCycle: 720, discount: SEED_CODES.discount };
    const { server } = (await (await call('/api/server/create', { method: 'POST', token: customer.token, body: order })).json()) as ServerOrderResponse;
    const invoice = invoiceOf(db.domain.servers.find((candidate) => candidate._id === server)?.invoice ?? null);
    expect(invoice?.discount?.code).toBe(SEED_CODES.discount);
    expect(spring?.redeemed).toHaveLength(claims + 1);

    await setClock(invoice?.duedate ?? 0);
    expect(await viewOf(server ?? '')).toBeNull();
    expect(spring?.redeemed).toHaveLength(claims);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')?.stock).toBe(12);
  });

  it('activates when paid in time, and then no longer lapses', async () => {
    const invoice = invoiceOf(SEED_INVOICES.unpaid);
    await setClock((invoice?.duedate ?? 0) - DAY);
    expect((await call(`/api/invoices/${SEED_INVOICES.unpaid}/pay/balance`, { method: 'POST', token: customer.token, body: {} })).status).toBe(200);
    await setClock((invoice?.duedate ?? 0) + DAY);
    expect((await viewOf(SEED_SERVERS.awaiting))?.state).toBe('active');
  });
});

describe('one lifecycle, however it is reached', () => {
  it('gives the same state stepping through the days as jumping straight there', async () => {
    const snapshot = () => db.domain.servers.map((server) => ({ id: server._id, suspended: server.suspended, reason: server.suspentionReason, installed: server.installed, renewal: server.renewal }));
    for (let day = 1; day <= 20; day += 1) await setClock(daysFromSeed(day));
    const stepped = snapshot();
    const steppedBalance = player1Balance();
    await call('/api/__mock/reset', { method: 'POST' });
    await setClock(daysFromSeed(0));
    await setClock(daysFromSeed(20));
    expect(snapshot()).toEqual(stepped);
    expect(player1Balance()).toBe(steppedBalance);
  });

  it('does not age the demo seed on real time: what fell due before the state began is left as seeded', async () => {
    // This one is about real time, not the seed's time the other tests run at.
    vi.useRealTimers();
    await call('/api/__mock/reset', { method: 'POST' });
    // Real time is after the seed's reference time, so the survival server's renewal has passed.
    expect(Date.now()).toBeGreaterThan(hoursFromSeed(60));
    expect((await viewOf(SEED_SERVERS.survival))?.state).toBe('active');
  });
});

const player1Balance = () => db.users.get(generatedUserId(1))?.balance;
