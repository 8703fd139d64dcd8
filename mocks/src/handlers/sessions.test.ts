import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { deviceOf } from '../domain/sessions';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed';
import { SEED_NOW } from '../seed/reference-time';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';

installMockApi();

const { customer, nobalance } = DEMO_USERS;
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

interface Listed {
  id: string;
  device: string;
  current: boolean;
  created: number;
  lastSeen: number;
}

const signInFrom = async (userAgent: string): Promise<string> => {
  const response = await fetch(`${BASE_URL}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent }, body: JSON.stringify({ email: customer.email, password: DEMO_PASSWORD }) });
  const { token } = (await response.json()) as { token: string };
  await fetch(`${BASE_URL}/api/user/${customer.id}/info`, { headers: { Authorization: `Bearer ${token}`, 'User-Agent': userAgent } });
  return token;
};
const list = async (token: string) => ((await (await call('/api/user/sessions', { token })).json()) as { sessions: Listed[] }).sessions;

describe('where an account is signed in', () => {
  it.each([
    [FIREFOX_LINUX, 'Firefox on Linux'],
    [CHROME_ANDROID, 'Chrome on Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['curl/8.5.0', 'Unknown device'],
  ])('names %s as %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });

  it('lists the account’s sessions by device, marking the caller’s, never with a token', async () => {
    const phone = await signInFrom(CHROME_ANDROID);
    await signInFrom(FIREFOX_LINUX);
    const sessions = await list(phone);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toEqual([expect.objectContaining({ device: 'Chrome on Android' })]);
    expect(sessions.map((session) => session.device)).toContain('Firefox on Linux');
    expect(JSON.stringify(sessions)).not.toContain(phone);
  });

  it('signs out every other session, keeping the caller’s', async () => {
    const phone = await signInFrom(CHROME_ANDROID);
    const response = await call('/api/user/sessions/others', { method: 'DELETE', token: phone });
    expect(await response.json()).toEqual({ ended: 1 });
    expect((await call(`/api/user/${customer.id}/info`, { token: customer.token })).status).toBe(401);
    expect((await list(phone)).map((session) => session.current)).toEqual([true]);
    expect(db.sessions.get(DEMO_USERS.nobalance.token)).toBe(nobalance.id);
  });

  it('signs out one session by its id, and only one of the caller’s own', async () => {
    const phone = await signInFrom(CHROME_ANDROID);
    const other = (await list(phone)).find((session) => !session.current);
    expect((await call(`/api/user/sessions/${other?.id}`, { method: 'DELETE', token: nobalance.token })).status).toBe(404);
    expect((await call(`/api/user/sessions/${other?.id}`, { method: 'DELETE', token: phone })).status).toBe(204);
    expect((await call(`/api/user/${customer.id}/info`, { token: customer.token })).status).toBe(401);
    expect(await list(phone)).toHaveLength(1);
  });

  it('dates a seeded session not used since from the seed, not from 1970', async () => {
    const phone = await signInFrom(CHROME_ANDROID);
    const seeded = (await list(phone)).find((session) => !session.current);
    expect(seeded).toMatchObject({ device: 'Unknown device', created: SEED_NOW, lastSeen: SEED_NOW });
  });
});
