import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '@panel/api/contract';
import { createScopedState, runInScope, SCOPE_COOKIE, SCOPE_HEADER } from './scope';
import { db } from './db';
import { DEMO_USERS } from './seed';
import { startMockServer, type MockServer } from './server';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, mockControl: true });
});
afterAll(() => server.close());

type Caller = { header: string } | { cookie: string } | 'none';

function call(caller: Caller, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (caller !== 'none' && 'header' in caller) headers.set(SCOPE_HEADER, caller.header);
  if (caller !== 'none' && 'cookie' in caller) headers.set('Cookie', `theme=dark; ${SCOPE_COOKIE}=${caller.cookie}`);
  return fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const instanceName = async (caller: Caller) => ((await (await call(caller, '/api/')).json()) as Config).info.name;
const rename = (caller: Caller, name: string) => call(caller, '/api/__mock/config', { method: 'PATCH', body: { info: { name } } });
// Mails are never served over HTTP: read the scope's outbox in process.
const mailsTo = async (caller: { header: string }, email: string) =>
  runInScope(caller.header, () => db.auth.outbox.filter((mail) => mail.to === email).length);

describe('mock scopes over HTTP', () => {
  it('keeps each scope’s writes to itself, named by header or by cookie, and the default scope apart', async () => {
    const seedName = await instanceName('none');
    const first = { header: `first-${Date.now()}` };
    const second = { cookie: `second-${Date.now()}` };

    expect((await rename(first, 'First Hosting')).status).toBe(200);
    expect((await rename(second, 'Second Hosting')).status).toBe(200);

    expect(await instanceName(first)).toBe('First Hosting');
    expect(await instanceName({ cookie: first.header })).toBe('First Hosting');
    expect(await instanceName(second)).toBe('Second Hosting');
    expect(await instanceName('none')).toBe(seedName);
  });

  it('scopes sessions, mails, fail rules and resets', async () => {
    const first = { header: `mail-a-${Date.now()}` };
    const second = { header: `mail-b-${Date.now()}` };
    const { email } = DEMO_USERS.customer;

    await call(first, '/api/auth/password/forgot', { method: 'POST', body: { email } });
    expect([await mailsTo(first, email), await mailsTo(second, email)]).toEqual([1, 0]);

    await call(second, '/api/__mock/fail', { method: 'POST', body: { path: '/api/', status: 503, times: -1 } });
    expect((await call(second, '/api/')).status).toBe(503);
    expect((await call(first, '/api/')).status).toBe(200);

    const login = await call(first, '/api/auth/login', { method: 'POST', body: { email, password: DEMO_USERS.customer.password } });
    const { token } = (await login.json()) as { token: string };
    const asFirst = await fetch(`${server.url}/api/user/${DEMO_USERS.customer.id}/info`, { headers: { Authorization: `Bearer ${token}`, [SCOPE_HEADER]: first.header } });
    const asSecond = await fetch(`${server.url}/api/user/${DEMO_USERS.customer.id}/info`, { headers: { Authorization: `Bearer ${token}`, [SCOPE_HEADER]: second.header } });
    expect([asFirst.status, asSecond.status]).toEqual([200, 401]);

    await call(first, '/api/__mock/reset', { method: 'POST', body: { fresh: true } });
    expect(await mailsTo(first, email)).toBe(0);
    expect((await call(second, '/api/')).status).toBe(503);
  });

  it('confines the admin’s destructive calls (instance reset, inactive-user cleanup) to the caller’s scope', async () => {
    const resetting = { header: `reset-${Date.now()}` };
    const watching = { header: `watch-${Date.now()}` };
    const asAdmin = (caller: { header: string }, path: string, method: string) =>
      fetch(`${server.url}${path}`, { method, headers: { Authorization: `Bearer ${DEMO_USERS.admin.token}`, [SCOPE_HEADER]: caller.header, 'Content-Type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
    const awaiting = async (caller: Caller) => ((await (await call(caller, '/api/')).json()) as Config).awaitingConfiguration;

    expect((await asAdmin(resetting, '/api/staff/deleteInactiveUsers', 'DELETE')).status).toBe(200);
    expect((await asAdmin(resetting, '/api/staff/resetInstance', 'POST')).status).toBe(200);
    expect([await awaiting(resetting), await awaiting(watching), await awaiting('none')]).toEqual([true, false, false]);
    expect(runInScope(watching.header, () => db.users.has(DEMO_USERS.customer.id))).toBe(true);
    expect((await asAdmin(watching, '/api/user/info', 'GET')).status).toBe(200);
  });

  it('refuses a malformed scope name rather than guessing one', async () => {
    const response = await call({ header: '../../etc/passwd' }, '/api/');
    expect(response.status).toBe(400);
  });
});

describe('createScopedState', () => {
  it('creates each scope from the factory on first use and drops scopes left idle', () => {
    vi.useFakeTimers();
    try {
      const create = vi.fn(() => ({ visits: 0 }));
      const { view } = createScopedState(create, { idleMs: 1_000 });
      runInScope('a', () => (view.visits += 1));
      runInScope('a', () => (view.visits += 1));
      runInScope('b', () => (view.visits += 1));
      expect(runInScope('a', () => view.visits)).toBe(2);
      expect(create).toHaveBeenCalledTimes(2);

      vi.advanceTimersByTime(2_000);
      runInScope('c', () => view.visits); // a new scope sweeps the idle ones
      expect(runInScope('a', () => view.visits)).toBe(0);
      expect(Object.keys(view)).toEqual(['visits']);
    } finally {
      vi.useRealTimers();
    }
  });
});
