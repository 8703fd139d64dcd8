import { describe, expect, it } from 'vitest';
import type { LoginResponse, OAuthStartResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_BAN, DEMO_USERS } from '../seed';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';
import { STATE_COOKIE } from './oauth-discord';

installMockApi();

const noFollow = (path: string, init: RequestInit = {}) => fetch(new URL(path, BASE_URL), { ...init, redirect: 'manual' });

async function start(body?: { referrer: string }) {
  const response = await call('/api/auth/oauth/discord/start', { method: 'POST', ...(body && { body }) });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as OAuthStartResponse;
  const cookie = response.headers.get('set-cookie') ?? '';
  const state = new URL(url, BASE_URL).searchParams.get('state') ?? '';
  return { url, cookie, state };
}

/** Answers the stand-in consent page; returns where it sends the browser. */
async function consent(state: string, decision: 'authorize' | 'cancel', email = 'dana@discord.test') {
  const form = new URLSearchParams({
    client_id: 'mock-discord-client',
    redirect_uri: 'http://localhost:3000/api/auth/oauth/discord/callback',
    state,
    username: 'Dana Discord',
    email,
    decision,
  });
  const response = await noFollow('/api/__discord/oauth2/authorize', { method: 'POST', body: form });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const callback = (location: URL, cookie: string) =>
  noFollow(location.pathname + location.search, { headers: { cookie } });

const fragmentOf = (response: Response) => {
  const location = response.headers.get('location') ?? '';
  expect(location.startsWith('/auth/authenticated#')).toBe(true);
  return new URLSearchParams(location.split('#')[1]);
};

const cookieHeader = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('Discord sign-in', () => {
  it('starts with a state bound to an HttpOnly cookie and the registered callback', async () => {
    const { url, cookie, state } = await start();
    const params = new URL(url, BASE_URL).searchParams;
    expect(state.length).toBeGreaterThan(20);
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/api/auth/oauth/discord/callback');
    expect(cookie).toContain(`${STATE_COOKIE}=${state}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('serves the stand-in consent page, refusing an unregistered redirect_uri without redirecting', async () => {
    const { url } = await start();
    const page = await noFollow(url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Authorize');
    const evil = new URL(url, BASE_URL);
    evil.searchParams.set('redirect_uri', 'https://evil.example/cb');
    const refused = await noFollow(evil.pathname + evil.search);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
  });

  it('creates a customer for a new Discord identity and lands with a one-time code in the fragment only', async () => {
    const { cookie, state } = await start();
    const users = db.users.size;
    const response = await callback(await consent(state, 'authorize'), cookieHeader(cookie));
    expect(response.status).toBe(302);
    const code = fragmentOf(response).get('code') ?? '';
    expect(code).not.toBe('');
    expect(response.headers.get('location')).not.toContain('token');
    expect(db.users.size).toBe(users + 1);

    const exchange = await call('/api/auth/oauth/exchange', { method: 'POST', body: { code } });
    expect(exchange.status).toBe(200);
    const session = (await exchange.json()) as LoginResponse;
    expect(session.user).toMatchObject({ username: 'Dana Discord', email: 'dana@discord.test', rank: 'USER' });
    expect(session.user).not.toHaveProperty('passwordHash');
    expect((await call(`/api/user/${session.userId}/info`, { token: session.token })).status).toBe(200);

    expect((await call('/api/auth/oauth/exchange', { method: 'POST', body: { code } })).status).toBe(400);
  });

  it('credits the referral link the sign-in started from when it creates the account, not when it signs one in', async () => {
    const referrer = db.users.get(DEMO_USERS.customer.id)!;
    const coins = referrer.coins;
    const first = await start({ referrer: 'caseycustomer' });
    await callback(await consent(first.state, 'authorize', 'erin@discord.test'), cookieHeader(first.cookie));
    const erin = [...db.users.values()].find((user) => user.email === 'erin@discord.test');
    expect(db.domain.accounts.get(erin?._id ?? '')?.referrer).toBe(referrer._id);
    expect(referrer.coins).toBe(coins + db.config.settings.referrals.signupReward);

    // The same identity again, through the link again: an existing account, nothing credited.
    const again = await start({ referrer: 'caseycustomer' });
    await callback(await consent(again.state, 'authorize', 'erin@discord.test'), cookieHeader(again.cookie));
    expect(referrer.coins).toBe(coins + db.config.settings.referrals.signupReward);
  });

  it('signs an existing user in by their verified Discord email, then by the link', async () => {
    for (let round = 0; round < 2; round++) {
      const { cookie, state } = await start();
      const response = await callback(await consent(state, 'authorize', DEMO_USERS.customer.email), cookieHeader(cookie));
      const code = fragmentOf(response).get('code');
      const exchange = await call('/api/auth/oauth/exchange', { method: 'POST', body: { code } });
      expect(((await exchange.json()) as LoginResponse).userId).toBe(DEMO_USERS.customer.id);
    }
  });

  it('creates the session only at the exchange: a banned account gets its ban there, and no session', async () => {
    const sessionsOfBanned = () => [...db.sessions.values()].filter((userId) => userId === DEMO_USERS.banned.id);
    const { cookie, state } = await start();
    const response = await callback(await consent(state, 'authorize', DEMO_USERS.banned.email), cookieHeader(cookie));
    const code = fragmentOf(response).get('code');
    expect(sessionsOfBanned()).toEqual([]);

    const exchange = await call('/api/auth/oauth/exchange', { method: 'POST', body: { code } });
    expect(exchange.status).toBe(403);
    expect(await exchange.json()).toEqual({ message: 'This account is banned', banned: true, reason: DEMO_BAN.reason, date: DEMO_BAN.date, until: null });
    expect(sessionsOfBanned()).toEqual([]);
  });

  it('lands with access_denied when the user cancels', async () => {
    const { cookie, state } = await start();
    const response = await callback(await consent(state, 'cancel'), cookieHeader(cookie));
    expect(fragmentOf(response).get('error')).toBe('access_denied');
  });

  it.each([
    // msw keeps a cookie jar of its own, so "no cookie" is sent as an empty one.
    ['without the cookie', `${STATE_COOKIE}=`],
    ['with another attempt’s cookie', `${STATE_COOKIE}=someone-elses-state`],
  ])('refuses the callback %s', async (_case, cookie) => {
    const { state } = await start();
    const response = await callback(await consent(state, 'authorize'), cookie);
    expect(fragmentOf(response).get('error')).toBe('invalid_request');
  });

  it('refuses a replayed callback (state is single use) and a forged code', async () => {
    const { cookie, state } = await start();
    const location = await consent(state, 'authorize');
    expect(fragmentOf(await callback(location, cookieHeader(cookie))).get('code')).toBeTruthy();
    expect(fragmentOf(await callback(location, cookieHeader(cookie))).get('error')).toBe('invalid_request');

    const second = await start();
    const forged = new URL('/api/auth/oauth/discord/callback', BASE_URL);
    forged.searchParams.set('state', second.state);
    forged.searchParams.set('code', 'forged');
    expect(fragmentOf(await callback(forged, cookieHeader(second.cookie))).get('error')).toBe('invalid_request');
  });

  it('refuses an expired sign-in code', async () => {
    const { cookie, state } = await start();
    const code = fragmentOf(await callback(await consent(state, 'authorize'), cookieHeader(cookie))).get('code') ?? '';
    const entry = db.signInCodes.get(code);
    if (entry) entry.expiresAt = Date.now() - 1;
    expect((await call('/api/auth/oauth/exchange', { method: 'POST', body: { code } })).status).toBe(400);
  });

  it('refuses to start when Discord sign-in is disabled', async () => {
    db.config.settings.login.discord = false;
    expect((await call('/api/auth/oauth/discord/start', { method: 'POST' })).status).toBe(400);
  });

  it.each([[{}], [{ code: 1 }], [{ code: 'x', token: 'y' }]])('rejects the exchange body %j with 400', async (body) => {
    expect((await call('/api/auth/oauth/exchange', { method: 'POST', body })).status).toBe(400);
  });
});
