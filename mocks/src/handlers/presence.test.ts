import { describe, expect, it } from 'vitest';
import { accountOf } from '../domain/accounts';
import { ONLINE_WINDOW_MS } from '../domain/presence';
import { DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, staff, customer, nobalance } = DEMO_USERS;
const START = Date.UTC(2026, 10, 20, 12);
const setClock = (now: number) => call('/api/__mock/clock', { method: 'POST', body: { now } });
const report = (token: string, body: unknown) => call('/api/user/presence', { method: 'POST', token, body });
const online = async (token: string = staff.token) => (await call('/api/online', { token })).json();

describe('presence', () => {
  it('notes the page and makes the user seen now', async () => {
    await setClock(START);
    expect((await report(customer.token, { path: '/shop?category=rust', uid: customer.id })).status).toBe(204);
    expect(accountOf(customer.id).lastSeen).toBe(START);
  });

  it('is the caller’s own, with a path', async () => {
    expect((await report(customer.token, { path: '/', uid: nobalance.id })).status).toBe(403);
    const response = await report(customer.token, { path: 'home', uid: customer.id });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: { field: string }[] }).fields.map((problem) => problem.field)).toContain('body.path');
    expect((await report(customer.token, { uid: customer.id })).status).toBe(400);
    expect((await call('/api/user/presence', { method: 'POST', body: { path: '/', uid: customer.id } })).status).toBe(401);
  });
});

describe('who is online', () => {
  it('lists the users seen in the last 5 minutes, most recent first, and counts them per page', async () => {
    await setClock(START);
    await report(customer.token, { path: '/', uid: customer.id });
    await setClock(START + 60_000);
    await report(nobalance.token, { path: '/', uid: nobalance.id });
    await report(admin.token, { path: '/staff/users', uid: admin.id });

    expect(await online()).toEqual({
      users: [
        expect.objectContaining({ id: nobalance.id, username: nobalance.username, lastSeen: START + 60_000 }),
        expect.objectContaining({ id: admin.id, lastSeen: START + 60_000 }),
        expect.objectContaining({ id: customer.id, lastSeen: START }),
      ],
      total: 3,
      perpath: [
        { _id: '/', count: 2 },
        { _id: '/staff/users', count: 1 },
      ],
    });

    await setClock(START + ONLINE_WINDOW_MS + 1);
    expect(await online()).toMatchObject({ total: 2, perpath: [{ _id: '/', count: 1 }, { _id: '/staff/users', count: 1 }] });
  });

  it('is for staff', async () => {
    expect((await call('/api/online', { token: customer.token })).status).toBe(403);
    expect((await call('/api/online')).status).toBe(401);
  });
});
