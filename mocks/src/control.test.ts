import { describe, expect, it } from 'vitest';
import type { Config, LoginResponse } from '@panel/api/contract';
import { db, resetDb } from './db';
import { DEFAULT_CURRENCY, DEMO_USERS, SEED_INVOICES } from './seed';
import { GENERATED_USER_COUNT } from './seed/users';
import { BASE_URL, call, installMockApi } from './testing/mock-api';

installMockApi();

describe('mock control', () => {
  it('reset restores the seed after changes', async () => {
    await call(`/api/staff/invoices/${SEED_INVOICES.unpaid}/delete`, { method: 'DELETE', token: DEMO_USERS.admin.token });
    await call('/api/auth/logout', { method: 'POST', token: DEMO_USERS.customer.token });
    expect(db.invoices.has(SEED_INVOICES.unpaid)).toBe(false);

    expect((await call('/api/__mock/reset', { method: 'POST' })).status).toBe(204);
    expect(db.invoices.has(SEED_INVOICES.unpaid)).toBe(true);
    expect((await call(`/api/invoices/${SEED_INVOICES.unpaid}`, { token: DEMO_USERS.customer.token })).status).toBe(200);
  });

  it('resets to a freshly installed instance with {"fresh": true}, and back to the demo without a body', async () => {
    expect((await call('/api/__mock/reset', { method: 'POST', body: { fresh: true } })).status).toBe(204);
    const config = (await (await call('/api/')).json()) as Config;
    expect(config).toMatchObject({ awaitingConfiguration: true, currency: DEFAULT_CURRENCY, stats: { users: { total: 0 } } });
    expect([db.users.size, db.sessions.size, db.invoices.size]).toEqual([0, 0, 0]);
    expect((await call(`/api/user/${DEMO_USERS.admin.id}/info`, { token: DEMO_USERS.admin.token })).status).toBe(401);

    const setup = await call('/api/setup', {
      method: 'POST',
      body: {
        instanceName: 'Pixel Hosting',
        currency: DEFAULT_CURRENCY,
        admin: { username: 'Olive Owner', email: 'owner@pixel.test', password: 'correct horse 42' },
      },
    });
    expect(setup.status).toBe(201);
    expect(((await setup.json()) as LoginResponse).user.rank).toBe('ADMIN');
    expect(db.users.size).toBe(1);

    expect((await call('/api/__mock/reset', { method: 'POST' })).status).toBe(204);
    expect(db.config.awaitingConfiguration).toBe(false);
    expect(db.users.size).toBe(Object.keys(DEMO_USERS).length + GENERATED_USER_COUNT);
  });

  it.each([[{ fresh: 'yes' }], [{ seed: 'demo' }]])('rejects the reset body %j with 400', async (body) => {
    expect((await call('/api/__mock/reset', { method: 'POST', body })).status).toBe(400);
  });

  it('deep-merges a config patch', async () => {
    const response = await call('/api/__mock/config', {
      method: 'PATCH',
      body: { features: { perServerPlans: true }, settings: { payments: { paypal: { enabled: false } } } },
    });
    const config = (await response.json()) as Config;
    expect(config.features).toEqual({ perServerPlans: true, adventCalendar: false, pspPlansConditions: false });
    expect(config.settings.payments.paypal).toEqual({ clientId: 'sb', enabled: false });
    expect(config.settings.payments.stripe.enabled).toBe(true);
    expect(((await (await call('/api/')).json()) as Config).features.perServerPlans).toBe(true);
  });

  it('fails matching calls the given number of times, then recovers', async () => {
    const rule = await call('/api/__mock/fail', { method: 'POST', body: { method: 'GET', path: '/api/', status: 500, times: 2 } });
    expect(rule.status).toBe(201);
    expect((await call('/api/')).status).toBe(500);
    expect(await (await call('/api/')).json()).toEqual({ message: expect.any(String) });
    expect((await call('/api/')).status).toBe(200);
  });

  it('fails until reset with times -1, matching path params', async () => {
    await call('/api/__mock/fail', { method: 'POST', body: { path: '/api/invoices/:id', status: 503, times: -1 } });
    const get = () => call(`/api/invoices/${SEED_INVOICES.unpaid}`, { token: DEMO_USERS.customer.token });
    expect((await get()).status).toBe(503);
    expect((await get()).status).toBe(503);
    expect((await call('/api/shop/listing', { token: DEMO_USERS.customer.token })).status).toBe(200);
    resetDb();
    expect((await get()).status).toBe(200);
  });

  it('rejects an invalid fail rule', async () => {
    expect((await call('/api/__mock/fail', { method: 'POST', body: { path: 'api', status: 500 } })).status).toBe(400);
    expect((await call('/api/__mock/fail', { method: 'POST', body: { path: '/api/', status: 200 } })).status).toBe(400);
  });

  it('exposes the state, without a password hash, a token or a one-time secret', async () => {
    await call('/api/auth/password/forgot', { method: 'POST', body: { email: DEMO_USERS.customer.email } });
    const response = await call('/api/__mock/state');
    const state = (await response.json()) as { invoices: unknown[]; users: object[]; sessions: Record<string, number> };
    expect(state.invoices).toHaveLength(Object.keys(SEED_INVOICES).length);
    expect(state.sessions['u-admin']).toBe(1);
    expect(state.users[0]).not.toHaveProperty('passwordHash');

    const text = JSON.stringify(state);
    const secrets = [
      ...[...db.users.values()].map((user) => user.passwordHash),
      ...db.sessions.keys(),
      ...db.auth.resetTokens.keys(),
      ...db.auth.outbox.map((mail) => mail.link),
      ...db.oauthClients.map((client) => client.secret),
    ].filter(Boolean);
    expect(secrets.length).toBeGreaterThan(Object.keys(DEMO_USERS).length * 2);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('refuses a config patch that would reach a prototype, and keeps the config unpolluted', async () => {
    for (const body of ['{"__proto__": {"polluted": true}}', '{"features": {"constructor": {"prototype": {"polluted": true}}}}']) {
      const response = await fetch(`${BASE_URL}/api/__mock/config`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body });
      expect(response.status).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(db.config)).toBe(Object.prototype);
    expect((await call('/api/')).status).toBe(200);
  });

  it('refuses a 5,000-deep config patch with 400 and keeps answering', async () => {
    const body = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await fetch(`${BASE_URL}/api/__mock/config`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(400);
    expect((await call('/api/')).status).toBe(200);
  });
});
