import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { daysFromSeed } from '../seed/reference-time';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const ban = (body: unknown, token: string = DEMO_USERS.staff.token) => call('/api/staff/ban', { method: 'POST', token, body });

describe('staff bans', () => {
  it('bans for a duration by the mock clock, ends the sessions and audits it', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    expect((await ban({ user: DEMO_USERS.customer.id, reason: 'Spam', duration: 48 })).status).toBe(204);
    expect(db.users.get(DEMO_USERS.customer.id)?.ban).toEqual({ reason: 'Spam', date: daysFromSeed(0) });
    expect((await call('/api/shop/listing', { token: DEMO_USERS.customer.token })).status).toBe(401);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: DEMO_USERS.staff.id, action: 'ban', changes: { ban: { before: null, after: { reason: 'Spam', until: daysFromSeed(2) } } } });
  });

  it.each([
    [{ user: DEMO_USERS.admin.id, reason: 'x', duration: 0 }, 403],
    [{ user: 'nobody', reason: 'x', duration: 0 }, 404],
    [{ user: DEMO_USERS.customer.id, reason: '', duration: 0 }, 400],
    [{ user: DEMO_USERS.customer.id, reason: 'x', duration: -1 }, 400],
    [{ user: DEMO_USERS.customer.id, reason: 'x' }, 400],
  ])('refuses %j with %i', async (body, status) => {
    expect((await ban(body)).status).toBe(status);
  });

  it('forbids customers', async () => {
    expect((await ban({ user: DEMO_USERS.nobalance.id, reason: 'x', duration: 0 }, DEMO_USERS.customer.token)).status).toBe(403);
  });

  describe('when the ban ends', () => {
    const setClock = (now: number) => call('/api/__mock/clock', { method: 'POST', body: { now } });
    const login = () => call('/api/auth/login', { method: 'POST', body: { email: DEMO_USERS.customer.email, password: DEMO_USERS.customer.password } });

    it('blocks sign-in with reason and end while it lasts, and no longer once its end has passed', async () => {
      await setClock(daysFromSeed(0));
      await ban({ user: DEMO_USERS.customer.id, reason: 'Spam', duration: 48 });
      await setClock(daysFromSeed(2) - 1);
      const during = await login();
      expect(during.status).toBe(403);
      expect(await during.json()).toEqual({ message: 'This account is banned', banned: true, reason: 'Spam', date: daysFromSeed(0), until: daysFromSeed(2) });
      await setClock(daysFromSeed(2));
      expect((await login()).status).toBe(200);
    });

    it('lets a session made after the end call again, and shows staff no ban', async () => {
      await setClock(daysFromSeed(0));
      await ban({ user: DEMO_USERS.customer.id, reason: 'Spam', duration: 1 });
      await setClock(daysFromSeed(1));
      const { token } = (await (await login()).json()) as { token: string };
      expect((await call('/api/shop/listing', { token })).status).toBe(200);
      const user = await call(`/api/staff/search/users?key=_id&q=${DEMO_USERS.customer.id}`, { token: DEMO_USERS.staff.token });
      expect(((await user.json()) as { result: { ban: unknown }[] }).result[0]?.ban).toBeNull();
    });

    it('keeps a permanent ban (duration 0) whatever the clock says', async () => {
      await setClock(daysFromSeed(0));
      await ban({ user: DEMO_USERS.customer.id, reason: 'Fraud', duration: 0 });
      await setClock(daysFromSeed(3650));
      expect(await (await login()).json()).toMatchObject({ banned: true, until: null });
    });
  });

  it('unbans, and the account signs in again', async () => {
    const unban = await call('/api/staff/unban', { method: 'POST', token: DEMO_USERS.staff.token, body: { user: DEMO_USERS.banned.id } });
    expect(unban.status).toBe(204);
    const login = await call('/api/auth/login', { method: 'POST', body: { email: DEMO_USERS.banned.email, password: DEMO_USERS.banned.password } });
    expect(login.status).toBe(200);
  });
});
