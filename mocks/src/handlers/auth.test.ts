import bcrypt from 'bcryptjs';
import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse, User } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_BAN, DEMO_PASSWORD, DEMO_USERS } from '../seed';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';
import { mailsTo } from '../testing/outbox';

installMockApi();

const login = (body: unknown) => call('/api/auth/login', { method: 'POST', body });
const register = (body: unknown) => call('/api/auth/register', { method: 'POST', body });
/** A call from `forwardedFor`: what the shell's proxy passes on, the mock's own hop appended last. */
const postFrom = (forwardedFor: string, path: string, body: unknown) =>
  fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${forwardedFor}, 127.0.0.1` },
    body: JSON.stringify(body),
  });

describe('auth', () => {
  it('logs in with a demo account and the token reads the user', async () => {
    const response = await login({ email: DEMO_USERS.customer.email, password: 'demo1234' });
    expect(response.status).toBe(200);
    const { token, userId, user } = (await response.json()) as LoginResponse;
    expect(userId).toBe('u-customer');
    expect(user).toMatchObject({ rank: 'USER', balance: 25.5, verified: true });
    expect(user).not.toHaveProperty('passwordHash');

    const info = await call(`/api/user/${userId}/info`, { token });
    expect(((await info.json()) as User).email).toBe('customer@panel.test');
  });

  it.each([
    ['wrong password', { email: DEMO_USERS.customer.email, password: 'nope' }],
    ['unknown email', { email: 'ghost@panel.test', password: 'demo1234' }],
  ])('answers the same 401 for %s', async (_case, body) => {
    const response = await login(body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid email or password' });
  });

  it.each([
    [{ password: 'demo1234' }],
    [{ email: 'not-an-email', password: 'demo1234' }],
    [{ email: DEMO_USERS.customer.email, password: '' }],
    [{ email: DEMO_USERS.customer.email, password: 'demo1234', remember: true }],
  ])('rejects an invalid body %j with 400', async (body) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String), fields: expect.any(Array) });
  });

  it('logout invalidates the token', async () => {
    const { token } = DEMO_USERS.staff;
    expect((await call('/api/auth/logout', { method: 'POST', token })).status).toBe(204);
    expect((await call('/api/shop/listing', { token })).status).toBe(401);
  });
});

describe('user info', () => {
  it('answers 401 without or with an unknown token', async () => {
    expect((await call('/api/user/u-customer/info')).status).toBe(401);
    expect((await call('/api/user/u-customer/info', { token: 'forged' })).status).toBe(401);
  });

  it("forbids reading another user's info to customers but not to staff", async () => {
    expect((await call('/api/user/u-admin/info', { token: DEMO_USERS.customer.token })).status).toBe(403);
    expect((await call('/api/user/u-customer/info', { token: DEMO_USERS.staff.token })).status).toBe(200);
    expect((await call('/api/user/u-missing/info', { token: DEMO_USERS.staff.token })).status).toBe(404);
  });

  it('shows the unverified flag', async () => {
    const response = await call('/api/user/u-unverified/info', { token: DEMO_USERS.unverified.token });
    expect(((await response.json()) as User).verified).toBe(false);
  });
});

describe('sign-in protections', () => {
  const { customer, banned } = DEMO_USERS;

  it('answers 429 with Retry-After after 5 failures for one email within 15 minutes, even to the right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') });
    for (let i = 0; i < 5; i += 1) expect((await login({ email: customer.email, password: `wrong-${i}` })).status).toBe(401);
    vi.setSystemTime(Date.parse('2026-11-22T10:05:00Z'));
    const limited = await login({ email: customer.email, password: DEMO_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('600');
    expect(await limited.json()).toEqual({ message: expect.any(String), retryAfter: 600 });
    // Other emails are not affected; the limit lifts when the window has passed.
    expect((await login({ email: DEMO_USERS.staff.email, password: DEMO_PASSWORD })).status).toBe(200);
    vi.setSystemTime(Date.parse('2026-11-22T10:15:01Z'));
    expect((await login({ email: customer.email, password: DEMO_PASSWORD })).status).toBe(200);
    vi.useRealTimers();
  });

  it("lifts the lock when the mock's clock moves past the window (POST /api/__mock/clock), as tests of the whole product do", async () => {
    for (let i = 0; i < 5; i += 1) expect((await login({ email: customer.email, password: `wrong-${i}` })).status).toBe(401);
    expect((await login({ email: customer.email, password: DEMO_PASSWORD })).status).toBe(429);
    expect((await call('/api/__mock/clock', { method: 'POST', body: { advance: 15 * 60_000 } })).status).toBe(204);
    expect((await login({ email: customer.email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('answers 429 after 20 failures from one client address within 15 minutes, whatever the emails', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') });
    const loginFrom = (forwardedFor: string, email: string, password: string) =>
      postFrom(forwardedFor, '/api/auth/login', { email, password });
    // One password sprayed over many accounts, each tried once.
    for (let i = 0; i < 19; i += 1) expect((await loginFrom('203.0.113.7', `user${i}@panel.test`, 'Summer2026')).status).toBe(401);
    // Signing in to an account of one's own in between does not wipe the count.
    expect((await loginFrom('203.0.113.7', DEMO_USERS.staff.email, DEMO_PASSWORD)).status).toBe(200);
    expect((await loginFrom('203.0.113.7', 'user19@panel.test', 'Summer2026')).status).toBe(401);

    vi.setSystemTime(Date.parse('2026-11-22T10:05:00Z'));
    const limited = await loginFrom('203.0.113.7', customer.email, DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('600');
    expect(await limited.json()).toEqual({ message: expect.any(String), retryAfter: 600 });
    // A forged entry in front does not make it someone else; another address is not affected.
    expect((await loginFrom('198.51.100.99, 203.0.113.7', customer.email, DEMO_PASSWORD)).status).toBe(429);
    expect((await loginFrom('198.51.100.2', customer.email, DEMO_PASSWORD)).status).toBe(200);

    vi.setSystemTime(Date.parse('2026-11-22T10:15:01Z'));
    expect((await loginFrom('203.0.113.7', customer.email, DEMO_PASSWORD)).status).toBe(200);
    vi.useRealTimers();
  });

  it('tries at most 5 of 50 wrong passwords sent at once for one email; the rest answer 429', async () => {
    const bcryptCompare = vi.spyOn(bcrypt, 'compare');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login({ email: customer.email, password: `wrong-${i}` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect(bcryptCompare).toHaveBeenCalledTimes(5);
    bcryptCompare.mockRestore();
  });

  it('a right password clears the email’s count and takes back its own count by address', async () => {
    expect((await login({ email: customer.email, password: 'wrong' })).status).toBe(401);
    expect((await login({ email: customer.email, password: DEMO_PASSWORD })).status).toBe(200);
    expect(db.auth.loginFailures.has(customer.email)).toBe(false);
    expect([...db.auth.loginFailuresByAddress.values()].flat()).toHaveLength(1);
  });

  it('counts unknown emails too, so the limit does not tell them apart', async () => {
    for (let i = 0; i < 5; i += 1) await login({ email: 'ghost@panel.test', password: 'x' });
    expect((await login({ email: 'ghost@panel.test', password: 'x' })).status).toBe(429);
  });

  it('answers a banned account with 403, reason and date, and no session', async () => {
    const response = await login({ email: banned.email, password: DEMO_PASSWORD });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This account is banned', banned: true, reason: DEMO_BAN.reason, date: DEMO_BAN.date, until: null });
    expect([...db.sessions.values()]).not.toContain(banned.id);
  });

  it('ends the session of an account banned while signed in', async () => {
    const user = db.users.get(customer.id);
    if (!user) throw new Error('seed changed');
    user.ban = DEMO_BAN;
    const info = await call(`/api/user/${customer.id}/info`, { token: customer.token });
    expect(info.status).toBe(401);
    expect(db.sessions.has(customer.token)).toBe(false);
    // Ended, not paused: lifting the ban does not bring the session back.
    delete user.ban;
    expect((await call(`/api/user/${customer.id}/info`, { token: customer.token })).status).toBe(401);
  });

  it('tells a banned account nothing without the right password', async () => {
    expect((await login({ email: banned.email, password: 'wrong' })).status).toBe(401);
  });

  it('requires a Turnstile token when a sitekey is configured', async () => {
    await call('/api/__mock/config', { method: 'PATCH', body: { settings: { login: { turnstile_sitekey: '1x00000000000000000000AA' } } } });
    const missing = await login({ email: customer.email, password: DEMO_PASSWORD });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: expect.stringMatching(/verification challenge/) });
    expect((await login({ email: customer.email, password: DEMO_PASSWORD, turnstileToken: 'XXXX.DUMMY.TOKEN' })).status).toBe(200);
  });

  it('refuses email sign-in and sign-up when the setting is off', async () => {
    await call('/api/__mock/config', { method: 'PATCH', body: { settings: { login: { email: false } } } });
    expect((await login({ email: customer.email, password: DEMO_PASSWORD })).status).toBe(403);
    expect((await register({ email: 'new@panel.test', password: 'secret-42' })).status).toBe(403);
  });
});

describe('sign-up', () => {
  it('creates an unverified account, signs it in and mails a verification link', async () => {
    const response = await register({ email: 'New.Person@Panel.test', password: 'secret-42' });
    expect(response.status).toBe(201);
    const { token, user } = (await response.json()) as LoginResponse;
    expect(user).toMatchObject({ email: 'new.person@panel.test', username: 'new.person', verified: false, rank: 'USER', balance: 0 });
    expect(db.users.get(user._id)?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect((await call(`/api/user/${user._id}/info`, { token })).status).toBe(200);
    const mails = mailsTo('new.person@panel.test');
    expect(mails).toEqual([expect.objectContaining({ kind: 'verification', link: expect.stringMatching(/\/auth\/verify#token=/) })]);
    expect((await login({ email: 'new.person@panel.test', password: 'secret-42' })).status).toBe(200);
  });

  it('creates one account of two sign-ups with one email at the same moment; the other answers 409', async () => {
    const body = { email: 'twice@panel.test', password: 'secret-42' };
    const statuses = (await Promise.all([register(body), register(body)])).map((answer) => answer.status);
    expect(statuses.toSorted()).toEqual([201, 409]);
    expect([...db.users.values()].filter((user) => user.email === 'twice@panel.test')).toHaveLength(1);
  });

  it('refuses an email that already has an account', async () => {
    const response = await register({ email: DEMO_USERS.customer.email, password: 'secret-42' });
    expect(response.status).toBe(409);
  });

  it.each([
    ['too short', 'abc123'],
    ['no digit', 'abcdefghij'],
    ['no letter', '1234567890'],
  ])('refuses a weak password (%s)', async (_case, password) => {
    const response = await register({ email: 'new@panel.test', password });
    expect(response.status).toBe(400);
    expect([...db.users.values()].some((user) => user.email === 'new@panel.test')).toBe(false);
  });

  it('allows 5 sign-ups an hour per client address, taken emails counted, then answers 429 before saying whether one is taken', async () => {
    const registerFrom = (forwardedFor: string, email: string) =>
      postFrom(forwardedFor, '/api/auth/register', { email, password: 'secret-42' });
    // A still clock: the Retry-After below must not depend on how long the hashes take.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') });
    for (const n of [0, 1, 2]) expect((await registerFrom('203.0.113.7', `new${n}@panel.test`)).status).toBe(201);
    for (const taken of [DEMO_USERS.customer.email, DEMO_USERS.staff.email]) expect((await registerFrom('203.0.113.7', taken)).status).toBe(409);

    const refused = await registerFrom('203.0.113.7', 'new3@panel.test');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(await refused.json()).toMatchObject({ retryAfter: 3600 });
    expect([...db.users.values()].some((user) => user.email === 'new3@panel.test')).toBe(false);
    // A taken email no longer gets its 409: probing for accounts stops with the limit.
    expect((await registerFrom('203.0.113.7', DEMO_USERS.admin.email)).status).toBe(429);
    // An address the client wrote into the header itself does not make it someone else.
    expect((await registerFrom('198.51.100.99, 203.0.113.7', 'new4@panel.test')).status).toBe(429);

    expect((await registerFrom('198.51.100.2', 'new5@panel.test')).status).toBe(201);
    vi.useRealTimers();
  }, 20_000); // four bcrypt hashes, on a busy 2-core CI machine
});
