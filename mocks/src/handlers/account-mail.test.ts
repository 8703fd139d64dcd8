import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, RateLimitedBody } from '@panel/api/contract';
import type { SentMail } from '../auth/state';
import { db } from '../db';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';
import { mailsTo } from '../testing/outbox';

installMockApi();
afterEach(() => vi.useRealTimers());

const post = (path: string, body?: unknown, token?: string) => call(path, { method: 'POST', body, token });
const tokenOf = (mail: SentMail | undefined) => new URL(mail?.link ?? 'x:').hash.replace('#token=', '');
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

describe('email verification', () => {
  const { unverified } = DEMO_USERS;

  it('resends a mail whose link carries the token in the fragment, then cools down for 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') });
    expect((await post('/api/auth/verify/resend', undefined, unverified.token)).status).toBe(204);
    const [mail] = mailsTo(unverified.email);
    expect(mail).toMatchObject({ kind: 'verification', to: unverified.email });
    expect(mail?.link).toMatch(/\/auth\/verify#token=[\w-]{20,}$/);

    vi.setSystemTime(Date.parse('2026-11-22T10:00:45Z'));
    const early = await post('/api/auth/verify/resend', undefined, unverified.token);
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('15');
    expect(((await early.json()) as RateLimitedBody).retryAfter).toBe(15);

    vi.setSystemTime(Date.parse('2026-11-22T10:01:00Z'));
    expect((await post('/api/auth/verify/resend', undefined, unverified.token)).status).toBe(204);
    expect(mailsTo(unverified.email)).toHaveLength(2);
  });

  it('needs a session, and refuses an already verified account', async () => {
    expect((await post('/api/auth/verify/resend')).status).toBe(401);
    expect((await post('/api/auth/verify/resend', undefined, DEMO_USERS.customer.token)).status).toBe(409);
  });

  it('verifies with the token once; a used or made-up token is refused', async () => {
    await post('/api/auth/verify/resend', undefined, unverified.token);
    const token = tokenOf(mailsTo(unverified.email)[0]);
    expect((await post('/api/auth/verify', { token })).status).toBe(204);
    expect(db.users.get(unverified.id)?.verified).toBe(true);
    const again = await post('/api/auth/verify', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'This link is invalid or has expired' });
    expect((await post('/api/auth/verify', { token: 'made-up' })).status).toBe(400);
    expect((await post('/api/auth/verify', {})).status).toBe(400);
  });
});

describe('password reset', () => {
  const { customer } = DEMO_USERS;

  it('answers the same 202 with an empty body for an existing and an unknown email', async () => {
    const known = await post('/api/auth/password/forgot', { email: customer.email });
    const unknown = await post('/api/auth/password/forgot', { email: 'nobody@panel.test' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect([await known.text(), await unknown.text()]).toEqual(['', '']);
    expect(mailsTo(customer.email)).toHaveLength(1);
    expect(mailsTo('nobody@panel.test')).toHaveLength(0);
  });

  it.each([customer.email, 'nobody@panel.test'])('limits %s to 3 requests per 15 minutes', async (email) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T10:00:00Z') });
    for (let i = 0; i < 3; i += 1) expect((await post('/api/auth/password/forgot', { email })).status).toBe(202);
    const limited = await post('/api/auth/password/forgot', { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBe(900);
    vi.setSystemTime(Date.parse('2026-11-22T10:15:01Z'));
    expect((await post('/api/auth/password/forgot', { email })).status).toBe(202);
  });

  it('sets a new password from the link, ends the old sessions, and the old password stops working', async () => {
    await post('/api/auth/password/forgot', { email: customer.email });
    const [mail] = mailsTo(customer.email);
    expect(mail?.link).toMatch(/\/auth\/forgot-password#token=/);
    const token = tokenOf(mail);

    expect((await post('/api/auth/password/reset', { token, password: 'short1' })).status).toBe(400);
    expect((await post('/api/auth/password/reset', { token, password: 'new-secret-42' })).status).toBe(204);
    expect((await call('/api/shop/listing', { token: customer.token })).status).toBe(401);
    expect((await login(customer.email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(customer.email, 'new-secret-42')).status).toBe(200);
    expect((await post('/api/auth/password/reset', { token, password: 'other-secret-42' })).status).toBe(400);
  });

  it('keeps passwords only as bcrypt hashes', async () => {
    await post('/api/auth/password/forgot', { email: customer.email });
    const token = tokenOf(mailsTo(customer.email)[0]);
    await post('/api/auth/password/reset', { token, password: 'new-secret-42' });
    expect(db.users.get(customer.id)?.passwordHash).toMatch(/^\$2[aby]\$10\$/);
  });

  it.each([[{}], [{ email: 'not-an-email' }], [{ email: customer.email, extra: 1 }]])('rejects %j with 400', async (body) => {
    expect((await post('/api/auth/password/forgot', body)).status).toBe(400);
  });
});

describe('mailed links', () => {
  const EVIL = 'https://evil.example';
  // A script (or a proxy) can send any Origin header, unlike a browser.
  const postFrom = (origin: string, path: string, body: unknown, token?: string) =>
    fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...(token && { Authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });

  it('point at the configured panel whatever Origin the reset request claims', async () => {
    expect((await postFrom(EVIL, '/api/auth/password/forgot', { email: DEMO_USERS.customer.email })).status).toBe(202);
    const [mail] = mailsTo(DEMO_USERS.customer.email);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/auth\/forgot-password#token=[\w-]{20,}$/);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('point at the configured panel for verification mails too', async () => {
    expect((await postFrom(EVIL, '/api/auth/register', { email: 'new@panel.test', password: 'secret-42' })).status).toBe(201);
    expect((await postFrom(EVIL, '/api/auth/verify/resend', {}, DEMO_USERS.unverified.token)).status).toBe(204);
    const links = [...mailsTo('new@panel.test'), ...mailsTo(DEMO_USERS.unverified.email)].map((mail) => mail.link);
    expect(links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/auth\/verify#token=/),
      expect.stringMatching(/^http:\/\/localhost:3000\/auth\/verify#token=/),
    ]);
  });
});

describe('mock control: sessions', () => {
  it('revokes every session of a user', async () => {
    const { token } = (await (await login(DEMO_USERS.customer.email, DEMO_PASSWORD)).json()) as LoginResponse;
    expect((await call(`/api/__mock/sessions?userId=${DEMO_USERS.customer.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call('/api/shop/listing', { token })).status).toBe(401);
    expect((await call('/api/shop/listing', { token: DEMO_USERS.customer.token })).status).toBe(401);
    expect((await call('/api/shop/listing', { token: DEMO_USERS.staff.token })).status).toBe(200);
  });
});
