import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { accountOf } from '../domain/accounts';
import { INACTIVE_AFTER_MS } from '../domain/instance-maintenance';
import { DEMO_USERS } from '../seed';
import { SEED_LOCATIONS } from '../seed/catalogue';
import { generatedUserId } from '../seed/users';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, staff, customer, banned } = DEMO_USERS;
const post = (path: string, body: unknown, token: string = admin.token) => call(path, { method: 'POST', token, body });
const lastAudit = () => db.domain.auditlogs.at(-1);
const fieldsOf = async (response: Response) => ((await response.json()) as { fields: { field: string }[] }).fields.map((problem) => problem.field);

describe('adding coins (deprecated)', () => {
  it('credits or takes coins, writes the coin history and audits it', async () => {
    const before = db.users.get(customer.id)?.coins ?? 0;
    const response = await post('/api/staff/addCoins', { user: customer.id, coins: 60 });
    expect(await response.json()).toEqual({ coins: before + 60 });
    expect(db.domain.coinLedger.at(-1)).toMatchObject({ user: customer.id, amount: 60, reason: 'staff', coins: before + 60 });
    expect(lastAudit()).toMatchObject({ actor: admin.id, action: 'add-coins', collection: 'users', target: customer.id, changes: { coins: { before, after: before + 60 } } });
    expect(await (await post('/api/staff/addCoins', { user: customer.id, coins: -(before + 60) })).json()).toEqual({ coins: 0 });
  });

  it('refuses a bad amount, a balance below 0, an unknown user and staff', async () => {
    expect(await fieldsOf(await post('/api/staff/addCoins', { user: customer.id, coins: 0 }))).toContain('body.coins');
    expect(await fieldsOf(await post('/api/staff/addCoins', { user: customer.id, coins: 1.5 }))).toContain('body.coins');
    expect(await fieldsOf(await post('/api/staff/addCoins', { user: customer.id }))).toContain('body.coins');
    const coins = db.users.get(customer.id)?.coins ?? 0;
    expect((await post('/api/staff/addCoins', { user: customer.id, coins: -(coins + 1) })).status).toBe(400);
    expect(db.users.get(customer.id)?.coins).toBe(coins);
    expect((await post('/api/staff/addCoins', { user: 'u-nobody', coins: 5 })).status).toBe(404);
    expect((await post('/api/staff/addCoins', { user: customer.id, coins: 5 }, staff.token)).status).toBe(403);
  });
});

describe('test mail', () => {
  it('sends a mail to the address and audits it, for admins', async () => {
    expect((await post('/api/staff/settings/testemail', { email: 'ops@nebula.test' })).status).toBe(204);
    expect(db.auth.outbox.at(-1)).toMatchObject({ to: 'ops@nebula.test', kind: 'test' });
    expect(lastAudit()).toMatchObject({ action: 'test-email', target: 'ops@nebula.test' });
    expect(await fieldsOf(await post('/api/staff/settings/testemail', { email: 'not mail' }))).toContain('body.email');
    expect((await post('/api/staff/settings/testemail', { email: 'ops@nebula.test' }, staff.token)).status).toBe(403);
  });
});

describe('connection check', () => {
  const check = (service: string, token: string = admin.token) => call(`/api/staff/conncheck/${service}`, { token });

  it('answers 200 for an integration that is on with its credentials', async () => {
    expect(await (await check('stripe')).json()).toEqual({ service: 'stripe', reachable: true });
    expect((await check('discord')).status).toBe(200);
  });

  it('answers 500 with error "Error" for one turned off or missing its credentials', async () => {
    db.config.settings.payments.litepay.enabled = false;
    const off = await check('litepay');
    expect(off.status).toBe(500);
    expect(await off.json()).toEqual({ message: 'litepay is turned off in the settings', error: 'Error' });
    db.config.settings.payments.cashfree.appid = null;
    expect((await check('cashfree')).status).toBe(500);
  });

  it('knows only its integrations, for admins', async () => {
    expect(await fieldsOf(await check('smtp'))).toContain('path.service');
    expect((await check('stripe', staff.token)).status).toBe(403);
  });
});

describe('advent calendar statistics', () => {
  it('counts openings per date, rewards per date and openings per hour from the coin history', async () => {
    db.domain.coinLedger = [];
    const at = (iso: string) => Date.parse(iso);
    const open = (user: string, date: number, amount: number) => db.domain.coinLedger.push({ _id: `c-${db.domain.coinLedger.length}`, user, amount, reason: 'advent', detail: 'Day 1', date, coins: amount });
    open(customer.id, at('2026-12-01T08:15:00Z'), 20);
    open(admin.id, at('2026-12-01T08:45:00Z'), 20);
    open(customer.id, at('2026-12-02T21:00:00Z'), 50);
    db.domain.coinLedger.push({ _id: 'c-earn', user: customer.id, amount: 5, reason: 'earning', detail: 'Discord', date: at('2026-12-01T09:00:00Z'), coins: 5 });

    const response = await call('/api/staff/adventCalendarStats', { token: admin.token });
    expect(await response.json()).toEqual({
      results: {
        openingsByDay: [{ _id: '2026-12-01', count: 2 }, { _id: '2026-12-02', count: 1 }],
        rewardrepartitionperday: [
          { _id: '2026-12-01', rewards: [{ reward: 20, count: 2 }] },
          { _id: '2026-12-02', rewards: [{ reward: 50, count: 1 }] },
        ],
        openingsByHour: [
          { day: '2026-12-01', hours: [{ hour: 8, count: 2 }] },
          { day: '2026-12-02', hours: [{ hour: 21, count: 1 }] },
        ],
      },
    });
  });

  it('dates openings in the calendar’s timezone', async () => {
    db.domain.coinLedger = [{ _id: 'c-1', user: customer.id, amount: 20, reason: 'advent', detail: 'Day 1', date: Date.parse('2026-12-01T23:30:00Z'), coins: 20 }];
    db.domain.advent.timezone = 'Europe/Paris';
    const { results } = (await (await call('/api/staff/adventCalendarStats', { token: admin.token })).json()) as { results: { openingsByHour: unknown } };
    expect(results.openingsByHour).toEqual([{ day: '2026-12-02', hours: [{ hour: 0, count: 1 }] }]);
  });

  it('is for admins', async () => {
    expect((await call('/api/staff/adventCalendarStats', { token: staff.token })).status).toBe(403);
  });
});

describe('deleting inactive users', () => {
  const longAgo = () => Date.now() - INACTIVE_AFTER_MS - 1;
  const idle = generatedUserId(50);
  const idleToo = generatedUserId(100);

  it('deletes customers unseen for a year who leave nothing behind, and audits the list', async () => {
    for (const id of [idle, idleToo, customer.id, banned.id, staff.id]) accountOf(id).lastSeen = longAgo();
    expect(db.users.get(customer.id)?.balance).toBeGreaterThan(0);

    const response = await call('/api/staff/deleteInactiveUsers', { method: 'DELETE', token: admin.token });
    expect(await response.json()).toEqual({ deleted: 2, users: [idle, idleToo] });
    expect(db.users.has(idle)).toBe(false);
    expect(db.users.has(idleToo)).toBe(false);
    // Money on the balance and servers, a ban, and staff rank each keep an account.
    expect([customer.id, banned.id, staff.id].every((id) => db.users.has(id))).toBe(true);
    expect(db.config.stats.users.total).toBe(db.users.size);
    expect(lastAudit()).toMatchObject({ actor: admin.id, action: 'delete-inactive-users', changes: { users: { before: [idle, idleToo], after: [] } } });
  });

  it('keeps an account with an unpaid invoice, and one seen within the year', async () => {
    accountOf(idle).lastSeen = longAgo();
    accountOf(idleToo).lastSeen = Date.now() - INACTIVE_AFTER_MS + 60_000;
    const invoice = db.invoices.get('inv-unpaid');
    if (invoice) db.invoices.set('inv-idle', { ...invoice, _id: 'inv-idle', user: idle });
    expect(await (await call('/api/staff/deleteInactiveUsers', { method: 'DELETE', token: admin.token })).json()).toEqual({ deleted: 0, users: [] });
  });

  it('is for admins only', async () => {
    accountOf(idle).lastSeen = longAgo();
    expect((await call('/api/staff/deleteInactiveUsers', { method: 'DELETE', token: staff.token })).status).toBe(403);
    expect(db.users.has(idle)).toBe(true);
  });
});

describe('deleting a location by force', () => {
  it('removes the location, its servers and its waiting orders, and audits them', async () => {
    const servers = db.domain.servers.filter((server) => server.location === SEED_LOCATIONS.newYork).map((server) => server._id);
    const orders = db.domain.queue.filter((entry) => entry.location === SEED_LOCATIONS.newYork).map((entry) => entry._id);
    expect(servers.length).toBeGreaterThan(0);
    expect(orders.length).toBeGreaterThan(0);

    const response = await post('/api/staff/forceLocDelete', { location: SEED_LOCATIONS.newYork });
    expect(await response.json()).toEqual({ servers: servers.length, orders: orders.length });
    expect(db.domain.locations.some((location) => location._id === SEED_LOCATIONS.newYork)).toBe(false);
    expect(db.domain.servers.some((server) => server.location === SEED_LOCATIONS.newYork)).toBe(false);
    expect(db.domain.queue.some((entry) => entry.location === SEED_LOCATIONS.newYork)).toBe(false);
    expect(lastAudit()).toMatchObject({ action: 'force-location-delete', target: SEED_LOCATIONS.newYork, changes: { servers: { before: servers }, orders: { before: orders } } });
    expect((await call('/api/locations')).status).toBe(200);
  });

  it('answers 404 for an unknown location, 400 without one, 403 for staff', async () => {
    expect((await post('/api/staff/forceLocDelete', { location: 'loc-none' })).status).toBe(404);
    expect(await fieldsOf(await post('/api/staff/forceLocDelete', {}))).toContain('body.location');
    expect((await post('/api/staff/forceLocDelete', { location: SEED_LOCATIONS.frankfurt }, staff.token)).status).toBe(403);
    expect(db.domain.locations.some((location) => location._id === SEED_LOCATIONS.frankfurt)).toBe(true);
  });
});

describe('resetting the instance', () => {
  const setup = (extra: Record<string, unknown>) =>
    post('/api/setup', {
      instanceName: 'Second Life Hosting',
      currency: { name: 'Euro', abbreviation: 'EUR', symbol: '€' },
      admin: { username: 'New Owner', email: 'owner@second.test', password: 'correct horse 42' },
      ...extra,
    });

  it('wipes the instance back to its configuration, whose setup then needs the code', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: Date.UTC(2026, 11, 3) } });
    const response = await post('/api/staff/resetInstance', {});
    const { configurationCode } = (await response.json()) as { configurationCode: string };
    expect(configurationCode).toMatch(/\S{16,}/);

    expect(db.users.size).toBe(0);
    expect(db.domain.servers).toEqual([]);
    expect(db.invoices.size).toBe(0);
    expect(db.clockOverride).toBe(Date.UTC(2026, 11, 3));
    expect(db.domain.auditlogs).toEqual([expect.objectContaining({ actor: admin.id, action: 'reset-instance' })]);
    expect(JSON.stringify(db.auth)).not.toContain(configurationCode);
    expect(((await (await call('/api/')).json()) as { awaitingConfiguration: boolean }).awaitingConfiguration).toBe(true);
    expect((await call('/api/user/info', { token: admin.token })).status).toBe(401);

    expect((await setup({})).status).toBe(403);
    expect((await setup({ configurationCode: 'guess' })).status).toBe(403);
    expect((await setup({ configurationCode })).status).toBe(201);
    expect(db.auth.setupCodeHash).toBeNull();
  });

  it('is for admins only', async () => {
    expect((await post('/api/staff/resetInstance', {}, staff.token)).status).toBe(403);
    expect(db.users.size).toBeGreaterThan(1);
  });
});
