import { beforeEach, describe, expect, it } from 'vitest';
import { perServerPlansFor } from '@panel/rules';
import type { Invoice, QueueInfo, Server, ServerOrderResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { SEED_EGGS, SEED_LOCATIONS } from '../seed/catalogue';
import { SEED_CODES } from '../seed/content';
import { SEED_SERVERS } from '../seed/servers';
import { daysFromSeed, hoursFromSeed } from '../seed/reference-time';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, customer, nobalance, staff } = DEMO_USERS;
const post = (path: string, body?: unknown, token: string = customer.token) => call(path, { method: 'POST', token, body });
const setClock = (now: number) => post('/api/__mock/clock', { now });
const serverOf = (id: string): Server | undefined => db.domain.servers.find((server) => server._id === id);
const small = { cpu: 50, memory: 1024, disk: 2048, databases: 0, backups: 0, allocations: 1 };
const order = (extra: object) => ({ name: 'New world', software: SEED_EGGS.paper, location: SEED_LOCATIONS.helsinki, ...extra });

beforeEach(() => setClock(daysFromSeed(0)));

describe('ordering a server (resource split)', () => {
  it('queues the order and places it at once where the location has room, within the account limits', async () => {
    const response = await post('/api/server/create', order(small));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ServerOrderResponse;
    expect(answer.server).not.toBeNull();
    expect(db.domain.queue.some((entry) => entry._id === answer.queue)).toBe(false);
    expect(serverOf(answer.server ?? '')).toMatchObject({ uid: customer.id, name: 'New world', location: SEED_LOCATIONS.helsinki, installed: false, limits: { ...small, servers: 1 } });
  });

  it('answers 400 naming each resource past the limits', async () => {
    const response = await post('/api/server/create', order({ ...small, memory: 999_999, cpu: 5000 }));
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: { field: string }[] };
    expect(fields.map((field) => field.field)).toEqual(['body.cpu', 'body.memory']);
  });

  it('needs the resources without per-server plans', async () => {
    expect((await post('/api/server/create', order({}))).status).toBe(400);
  });

  it('refuses a location that needs a plan the user does not hold (403), and unknown eggs and locations (404)', async () => {
    expect((await post('/api/server/create', order({ ...small, location: SEED_LOCATIONS.newYork }))).status).toBe(403);
    // A plan named in the order counts only when servers are sold by plan.
    expect((await post('/api/server/create', order({ ...small, location: SEED_LOCATIONS.newYork, plan: 'plan-mc-pro', billingCycle: 720 }))).status).toBe(403);
    expect((await post('/api/server/create', order({ ...small, software: 'egg-none' }))).status).toBe(404);
    expect((await post('/api/server/create', order({ ...small, location: 'loc-none' }))).status).toBe(404);
  });

  it('keeps the order queued while the location is full and places it when a server there is deleted', async () => {
    const helsinki = db.domain.locations.find((location) => location._id === SEED_LOCATIONS.helsinki);
    if (helsinki) helsinki.maxservers = 2;
    const answer = (await (await post('/api/server/create', order(small))).json()) as ServerOrderResponse;
    expect(answer.server).toBeNull();
    const info = (await (await call(`/api/server/queue/${answer.queue}`, { token: customer.token })).json()) as { info: QueueInfo };
    expect(info.info).toMatchObject({ position: { current: 1, total: 1 }, queuesbypriority: { staff: 0, premium: 1, free: 0 } });

    expect((await call(`/api/server/${SEED_SERVERS.modpack}/delete`, { method: 'DELETE', token: customer.token })).status).toBe(204);
    expect(db.domain.queue.some((entry) => entry._id === answer.queue)).toBe(false);
    expect(db.domain.servers.some((server) => server.name === 'New world' && server.location === SEED_LOCATIONS.helsinki)).toBe(true);
  });
});

describe('ordering a server (per-server plans)', () => {
  beforeEach(() => {
    db.config.features.perServerPlans = perServerPlansFor('plans');
  });
  const planOrder = (extra: object) => order({ plan: 'plan-mc-pro', billingCycle: 720, ...extra });

  it('places the server awaiting an activation invoice, takes stock, and paying the invoice activates it', async () => {
    const answer = (await (await post('/api/server/create', planOrder({}))).json()) as ServerOrderResponse;
    const server = serverOf(answer.server ?? '');
    expect(server).toMatchObject({ awaitingPayment: true, plan: 'plan-mc-pro', billingCycle: 720 });
    const invoice = db.invoices.get(server?.invoice ?? '') as Invoice;
    expect(answer.invoice).toBe(invoice._id);
    expect(invoice).toMatchObject({ user: customer.id, amount: 9.99, item: 'plan-mc-pro', paid: false });
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')?.stock).toBe(11);

    expect((await post(`/api/invoices/${invoice._id}/pay/balance`, {})).status).toBe(200);
    expect(serverOf(server?._id ?? '')).toMatchObject({ awaitingPayment: false, invoice: null, renewal: daysFromSeed(30) });
  });

  it('takes a discount code off the activation invoice', async () => {
    const answer = (await (await post('/api/server/create', planOrder({ discount: SEED_CODES.discount }))).json()) as ServerOrderResponse;
    const invoice = db.invoices.get(serverOf(answer.server ?? '')?.invoice ?? '');
    expect(invoice).toMatchObject({ amount: 7.99, originalAmount: 9.99, discount: { code: SEED_CODES.discount, reduction: 20 } });
  });

  it.each([
    ['a cycle the plan does not sell', { billingCycle: 4380, plan: 'plan-rust' }, 403],
    ['an expired discount', { discount: SEED_CODES.expiredDiscount }, 400],
    ['an unknown discount', { discount: 'NOPE' }, 404],
    ['a plan outside its window', { plan: 'plan-winter-event', billingCycle: -1 }, 400],
    ['an unknown plan', { plan: 'plan-none' }, 404],
    ['no plan', { plan: undefined }, 400],
  ])('refuses %s', async (_, extra, status) => {
    expect((await post('/api/server/create', planOrder(extra))).status).toBe(status);
  });

  it('counts the order’s own plan for a location that requires it: New York takes an order on Minecraft Pro from a customer who holds none', async () => {
    expect(db.users.get(customer.id)?.plans.map((plan) => plan._id)).not.toContain('plan-mc-pro');
    const response = await post('/api/server/create', planOrder({ location: SEED_LOCATIONS.newYork }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ServerOrderResponse;
    // New York is full: the order waits there.
    expect(answer.server).toBeNull();
    expect(db.domain.queue.find((entry) => entry._id === answer.queue)).toMatchObject({ location: SEED_LOCATIONS.newYork, plan: 'plan-mc-pro' });
  });

  it('refuses an order on another plan where the location or egg requires one, naming the plan to order on', async () => {
    const atNewYork = await post('/api/server/create', planOrder({ plan: 'plan-mc-starter', location: SEED_LOCATIONS.newYork }));
    expect(atNewYork.status).toBe(403);
    expect(((await atNewYork.json()) as { message: string }).message).toBe('New York takes servers on Minecraft Pro only: order the server on that plan');
    const nodeJs = db.domain.eggs.find((egg) => egg._id === SEED_EGGS.nodejs);
    if (nodeJs) nodeJs.requiredSubscriptions = ['plan-mc-pro'];
    const withEgg = await post('/api/server/create', planOrder({ plan: 'plan-mc-starter', software: SEED_EGGS.nodejs }));
    expect(withEgg.status).toBe(403);
    expect(((await withEgg.json()) as { message: string }).message).toBe('Node.js takes servers on Minecraft Pro only: order the server on that plan');
    expect((await post('/api/server/create', planOrder({ software: SEED_EGGS.nodejs }))).status).toBe(200);
  });

  it('refuses a discount used up (its maxClaims reached), and takes nothing', async () => {
    const spring = db.domain.discounts.find((discount) => discount.code === SEED_CODES.discount);
    if (spring) spring.maxClaims = spring.redeemed.length;
    const claims = spring?.redeemed.length;
    const refused = await post('/api/server/create', planOrder({ discount: SEED_CODES.discount }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('SPRING20 has been used up');
    expect(spring?.redeemed).toHaveLength(claims ?? 0);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')?.stock).toBe(12);
    expect(db.domain.servers.some((server) => server.name === 'New world')).toBe(false);
    expect(db.domain.queue.some((entry) => entry.name === 'New world')).toBe(false);
  });

  it('gives back the stock and the discount claim an order took when the order is cancelled in the queue', async () => {
    const spring = db.domain.discounts.find((discount) => discount.code === SEED_CODES.discount);
    const claims = spring?.redeemed.length ?? 0;
    const answer = (await (await post('/api/server/create', planOrder({ location: SEED_LOCATIONS.newYork, discount: SEED_CODES.discount }))).json()) as ServerOrderResponse;
    expect(answer.server).toBeNull();
    expect(spring?.redeemed).toHaveLength(claims + 1);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')?.stock).toBe(11);

    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')?.purchases).toBe(18);

    expect((await call(`/api/server/queue/${answer.queue}/delete`, { method: 'DELETE', token: customer.token })).status).toBe(204);
    expect(spring?.redeemed).toHaveLength(claims);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')).toMatchObject({ stock: 12, purchases: 17 });
  });

  it('gives back the stock, the purchase and the discount claim of an order whose owner deletes it before paying', async () => {
    const spring = db.domain.discounts.find((discount) => discount.code === SEED_CODES.discount);
    const claims = spring?.redeemed.length ?? 0;
    const answer = (await (await post('/api/server/create', planOrder({ discount: SEED_CODES.discount }))).json()) as ServerOrderResponse;
    const server = db.domain.servers.find((candidate) => candidate._id === answer.server);
    expect(server?.awaitingPayment).toBe(true);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')).toMatchObject({ stock: 11, purchases: 18 });

    expect((await call(`/api/server/${answer.server}/delete`, { method: 'DELETE', token: customer.token })).status).toBe(204);
    expect(db.invoices.has(server?.invoice ?? '')).toBe(false);
    expect(spring?.redeemed).toHaveLength(claims);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')).toMatchObject({ stock: 12, purchases: 17 });
  });

  it('refuses a hidden plan ordered by its id, saying it is not on sale, and takes nothing', async () => {
    const pro = db.domain.plans.find((plan) => plan._id === 'plan-mc-pro');
    if (pro) pro.invisible = true;
    const refused = await post('/api/server/create', planOrder({ discount: SEED_CODES.discount }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Minecraft Pro is not on sale: it is hidden from the catalogue');
    expect(pro).toMatchObject({ stock: 12, purchases: 17 });
    expect(db.domain.queue.some((entry) => entry.name === 'New world')).toBe(false);
    expect(db.domain.servers.some((server) => server.name === 'New world')).toBe(false);
  });

  it('refuses a plan whose referral condition the customer does not meet, while plan conditions are on', async () => {
    db.config.features.pspPlansConditions = true;
    expect((await post('/api/server/create', planOrder({ plan: 'plan-rust' }))).status).toBe(403);
    db.config.features.pspPlansConditions = false;
    expect((await post('/api/server/create', planOrder({ plan: 'plan-rust' }))).status).toBe(200);
  });

  it('takes the same order again within seconds (a double click) for the first one', async () => {
    const [first, second] = await Promise.all([post('/api/server/create', planOrder({})), post('/api/server/create', planOrder({}))]);
    const answers = (await Promise.all([first.json(), second.json()])) as ServerOrderResponse[];
    expect(answers[1]).toEqual(answers[0]);
    expect(db.domain.servers.filter((server) => server.name === 'New world')).toHaveLength(1);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')?.stock).toBe(11);
    await setClock(daysFromSeed(0) + 11_000);
    await post('/api/server/create', planOrder({}));
    expect(db.domain.servers.filter((server) => server.name === 'New world')).toHaveLength(2);
  });

  it('refuses a plan out of stock and one past its per-customer cap', async () => {
    const pro = db.domain.plans.find((plan) => plan._id === 'plan-mc-pro');
    if (pro) pro.stock = 0;
    expect((await post('/api/server/create', planOrder({}))).status).toBe(400);
    if (pro) pro.stock = 10;
    await post('/api/server/create', planOrder({ name: 'First' }));
    await post('/api/server/create', planOrder({ name: 'Second' }));
    const third = await post('/api/server/create', planOrder({ name: 'Third' }));
    expect(third.status).toBe(400);
    expect(((await third.json()) as { message: string }).message).toBe('A customer may have 2 Minecraft Pro servers');
  });
});

describe('moving, renewing and deleting', () => {
  it('transfers to a location with room, under its coin renewal rule', async () => {
    const response = await post(`/api/server/${SEED_SERVERS.survival}/transfer`, { location: SEED_LOCATIONS.helsinki });
    expect(response.status).toBe(200);
    expect(serverOf(SEED_SERVERS.survival)).toMatchObject({ location: SEED_LOCATIONS.helsinki, nextCoinsRenewal: null });
  });

  it.each([
    ['the same location', SEED_LOCATIONS.frankfurt, 400],
    ['an unknown one', 'loc-none', 400],
    ['one that needs a plan', SEED_LOCATIONS.newYork, 403],
  ])('refuses a transfer to %s', async (_, location, status) => {
    expect((await post(`/api/server/${SEED_SERVERS.survival}/transfer`, { location })).status).toBe(status);
  });

  it('sold by plan, moves a server to a location its own plan opens, and no other server there', async () => {
    db.config.features.perServerPlans = perServerPlansFor('plans');
    const newYork = db.domain.locations.find((location) => location._id === SEED_LOCATIONS.newYork);
    if (newYork) newYork.maxservers = 100;
    const survival = serverOf(SEED_SERVERS.survival);
    if (survival) survival.plan = 'plan-mc-starter';
    expect((await post(`/api/server/${SEED_SERVERS.survival}/transfer`, { location: SEED_LOCATIONS.newYork })).status).toBe(403);
    if (survival) survival.plan = 'plan-mc-pro';
    expect((await post(`/api/server/${SEED_SERVERS.survival}/transfer`, { location: SEED_LOCATIONS.newYork })).status).toBe(200);
    expect(serverOf(SEED_SERVERS.survival)?.location).toBe(SEED_LOCATIONS.newYork);
  });

  it('refuses a transfer to a full location with 409, and another user’s server with 403', async () => {
    const helsinki = db.domain.locations.find((location) => location._id === SEED_LOCATIONS.helsinki);
    if (helsinki) helsinki.maxservers = 2;
    expect((await post(`/api/server/${SEED_SERVERS.survival}/transfer`, { location: SEED_LOCATIONS.helsinki })).status).toBe(409);
    expect((await post(`/api/server/${SEED_SERVERS.survival}/transfer`, { location: SEED_LOCATIONS.helsinki }, nobalance.token)).status).toBe(403);
  });

  it('renews with coins: spends the amount and moves the next renewal on by the hours', async () => {
    const response = await post(`/api/server/${SEED_SERVERS.survival}/renew`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ coins: 290, nextCoinsRenewal: hoursFromSeed(60 + 168) });
  });

  it('lifts a missed renewal’s suspension, counting from now', async () => {
    await post(`/api/server/${SEED_SERVERS.bot}/renew`);
    expect(serverOf(SEED_SERVERS.bot)).toMatchObject({ suspended: null, suspentionReason: null, nextCoinsRenewal: hoursFromSeed(168) });
  });

  it('refuses a renewal before half the period is left (409) and without the coins (403)', async () => {
    await setClock(hoursFromSeed(-30));
    expect((await post(`/api/server/${SEED_SERVERS.survival}/renew`)).status).toBe(409);
    expect((await post('/api/server/srv-creative/renew', undefined, nobalance.token)).status).toBe(403);
  });

  it('deletes for the owner or an admin (audited), ignorePtero for admins only; STAFF delete nobody’s', async () => {
    const remove = (query: string, token: string) => call(`/api/server/${SEED_SERVERS.survival}/delete${query}`, { method: 'DELETE', token });
    expect((await remove('?ignorePtero=true', customer.token)).status).toBe(403);
    expect((await remove('', nobalance.token)).status).toBe(403);
    const entries = db.domain.auditlogs.length;
    expect((await remove('', staff.token)).status).toBe(403);
    expect((await remove('?ignorePtero=true', staff.token)).status).toBe(403);
    expect(serverOf(SEED_SERVERS.survival)).toBeDefined();
    expect(db.domain.auditlogs).toHaveLength(entries);
    expect((await remove('?ignorePtero=true', admin.token)).status).toBe(204);
    expect(serverOf(SEED_SERVERS.survival)).toBeUndefined();
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: admin.id, action: 'delete', collection: 'servers', target: SEED_SERVERS.survival });
  });

  it('leaves every change of another’s server to admins, who are audited', async () => {
    const patch = (path: string, body: unknown, token: string) => call(path, { method: 'PATCH', token, body });
    const entries = db.domain.auditlogs.length;
    const staffTries = [
      await patch(`/api/server/${SEED_SERVERS.survival}/edit`, { name: 'By staff', ...small }, staff.token),
      await patch(`/api/server/${SEED_SERVERS.survival}/editPsp`, { name: 'By staff', plan: 'plan-mc-starter' }, staff.token),
      await post(`/api/server/${SEED_SERVERS.survival}/transfer`, { location: SEED_LOCATIONS.helsinki }, staff.token),
      await post(`/api/server/${SEED_SERVERS.bot}/renew`, {}, staff.token),
      await post('/api/server/srv-ny-1/disableAutomaticRenewal', undefined, staff.token),
      await call('/api/server/queue/queue-customer-ny/delete', { method: 'DELETE', token: staff.token }),
    ];
    expect(staffTries.map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(serverOf(SEED_SERVERS.survival)).toMatchObject({ name: 'Survival SMP', location: SEED_LOCATIONS.frankfurt });
    expect(db.domain.queue.some((entry) => entry._id === 'queue-customer-ny')).toBe(true);
    expect(db.domain.auditlogs).toHaveLength(entries);

    expect((await patch(`/api/server/${SEED_SERVERS.survival}/edit`, { name: 'By an admin', ...small }, admin.token)).status).toBe(204);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: admin.id, action: 'edit', collection: 'servers', target: SEED_SERVERS.survival, changes: { name: { before: 'Survival SMP', after: 'By an admin' } } });
    expect((await call('/api/server/queue/queue-customer-ny/delete', { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: admin.id, action: 'delete', collection: 'queue', target: 'queue-customer-ny' });
    // The owner's own changes are theirs, not staff writes.
    const own = db.domain.auditlogs.length;
    expect((await patch(`/api/server/${SEED_SERVERS.survival}/edit`, { name: 'Mine again', ...small }, customer.token)).status).toBe(204);
    expect(db.domain.auditlogs).toHaveLength(own);
  });

  it('withdraws the unpaid invoice of a deleted server, which nothing is left to pay for', async () => {
    const awaiting = serverOf(SEED_SERVERS.awaiting);
    const invoice = awaiting?.invoice ?? '';
    expect(db.invoices.get(invoice)?.paid).toBe(false);
    expect((await call(`/api/server/${SEED_SERVERS.awaiting}/delete`, { method: 'DELETE', token: customer.token })).status).toBe(204);
    expect(db.invoices.has(invoice)).toBe(false);
    expect((await call(`/api/invoices/${invoice}`, { token: customer.token })).status).toBe(404);
  });

  it('deletes a suspended server once its deletion time passes on the clock', async () => {
    db.config.settings.deletionThreshold = 3;
    await setClock(daysFromSeed(2) - 1);
    expect(serverOf(SEED_SERVERS.bot)).toBeDefined();
    await setClock(daysFromSeed(2));
    expect(serverOf(SEED_SERVERS.bot)).toBeUndefined();
  });

  it('cancels a queued order for its owner only', async () => {
    expect((await call('/api/server/queue/queue-customer-ny/delete', { method: 'DELETE', token: nobalance.token })).status).toBe(403);
    expect((await call('/api/server/queue/queue-customer-ny/delete', { method: 'DELETE', token: customer.token })).status).toBe(204);
    expect((await call('/api/server/queue/queue-customer-ny', { token: customer.token })).status).toBe(404);
  });
});

describe('editing a server', () => {
  const patch = (path: string, body: unknown, token: string = customer.token) => call(path, { method: 'PATCH', token, body });
  const resized = { name: 'Renamed', ...small };

  it('renames and resizes within the limits, giving back the server’s own share first', async () => {
    expect((await patch(`/api/server/${SEED_SERVERS.survival}/edit`, { ...resized, memory: 8192 })).status).toBe(204);
    expect(serverOf(SEED_SERVERS.survival)).toMatchObject({ name: 'Renamed', limits: { memory: 8192, servers: 1 } });
    const over = await patch(`/api/server/${SEED_SERVERS.survival}/edit`, { ...resized, memory: 16384 });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(['body.memory']);
  });

  it('unsuspends a server over the limits once it fits', async () => {
    expect((await patch('/api/server/srv-creative/edit', resized, nobalance.token)).status).toBe(204);
    expect(serverOf('srv-creative')).toMatchObject({ suspended: null, suspentionReason: null, expires: null });
  });

  it('switches the plan with per-server plans only, to a renewable plan sold for the server’s cycle', async () => {
    expect((await patch('/api/server/srv-ny-1/editPsp', { name: 'NY', plan: 'plan-mc-starter' }, admin.token)).status).toBe(400);
    db.config.features.perServerPlans = perServerPlansFor('plans');
    // New York takes servers on Minecraft Pro only, and its owner holds no plan that opens it.
    const refused = await patch('/api/server/srv-ny-1/editPsp', { name: 'NY', plan: 'plan-mc-starter' }, admin.token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('New York takes servers on Minecraft Pro only: this server cannot switch to Minecraft Starter');
    const server = serverOf('srv-ny-1');
    if (server) server.location = SEED_LOCATIONS.helsinki;
    expect((await patch('/api/server/srv-ny-1/editPsp', { name: 'NY', plan: 'plan-mc-starter' }, admin.token)).status).toBe(204);
    expect(serverOf('srv-ny-1')).toMatchObject({ name: 'NY', plan: 'plan-mc-starter', limits: { memory: 4096 } });
    expect((await patch('/api/server/srv-ny-1/editPsp', { name: 'NY', plan: 'plan-winter-event' }, admin.token)).status).toBe(400);
    expect((await patch(`/api/server/${SEED_SERVERS.survival}/edit`, resized)).status).toBe(400);
  });

  it('renames with per-server plans keeping the plan, even on a server whose cycle no plan is sold for', async () => {
    db.config.features.perServerPlans = perServerPlansFor('plans');
    expect((await patch(`/api/server/${SEED_SERVERS.survival}/editPsp`, { name: 'Renamed', plan: 'plan-mc-starter' })).status).toBe(204);
    expect(serverOf(SEED_SERVERS.survival)).toMatchObject({ name: 'Renamed', plan: 'plan-mc-starter', billingCycle: null, limits: { memory: 2048 } });
    expect((await patch(`/api/server/${SEED_SERVERS.survival}/editPsp`, { name: 'Renamed', plan: 'plan-mc-pro' })).status).toBe(400);
  });
});
