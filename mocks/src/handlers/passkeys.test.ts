import { describe, expect, it } from 'vitest';
import type { LoginResponse, PasskeyListResponse, PasskeyOptionsResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_BAN, DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';
import { SoftAuthenticator } from '../testing/soft-authenticator';

installMockApi();

const { token } = DEMO_USERS.customer;

const options = async (path: string, auth?: string) => {
  const response = await call(path, { method: 'POST', token: auth });
  expect(response.status).toBe(200);
  const body = (await response.json()) as PasskeyOptionsResponse;
  return { ceremonyId: body.ceremonyId, challenge: String(body.options.challenge), options: body.options };
};

async function registered(authenticator = new SoftAuthenticator()) {
  const { ceremonyId, challenge } = await options('/api/auth/passkey/register/options', token);
  const response = await call('/api/auth/passkey/register/verify', {
    method: 'POST',
    token,
    body: { ceremonyId, response: authenticator.register(challenge) },
  });
  expect(response.status).toBe(201);
  return authenticator;
}

const signInWith = async (authenticator: SoftAuthenticator, counter?: number) => {
  const { ceremonyId, challenge } = await options('/api/auth/passkey/login/options');
  return call('/api/auth/passkey/login/verify', {
    method: 'POST',
    body: { ceremonyId, response: authenticator.authenticate(challenge, counter) },
  });
};

describe('passkey registration', () => {
  it('needs a signed-in user', async () => {
    expect((await call('/api/auth/passkey/register/options', { method: 'POST' })).status).toBe(401);
  });

  it('offers creation options for the configured RP, requiring a resident key', async () => {
    const { options: creation } = await options('/api/auth/passkey/register/options', token);
    expect(creation).toMatchObject({
      rp: { id: 'localhost', name: 'Nebula Hosting' },
      user: { name: DEMO_USERS.customer.email },
      authenticatorSelection: { residentKey: 'required' },
    });
  });

  it('stores a verified credential and lists it', async () => {
    const authenticator = await registered();
    const list = (await (await call('/api/auth/passkeys', { token })).json()) as PasskeyListResponse;
    expect(list.passkeys).toEqual([{ id: authenticator.id, createdAt: expect.any(Number), lastUsedAt: null }]);
  });

  it('refuses a response for another origin, and the ceremony is then used up', async () => {
    const { ceremonyId, challenge } = await options('/api/auth/passkey/register/options', token);
    const evil = new SoftAuthenticator({ origin: 'https://evil.example' });
    const verify = (response: unknown) =>
      call('/api/auth/passkey/register/verify', { method: 'POST', token, body: { ceremonyId, response } });
    expect((await verify(evil.register(challenge))).status).toBe(400);
    expect((await verify(new SoftAuthenticator().register(challenge))).status).toBe(400);
    expect(db.passkeys.size).toBe(0);
  });

  it("refuses another user's ceremony", async () => {
    const { ceremonyId, challenge } = await options('/api/auth/passkey/register/options', DEMO_USERS.staff.token);
    const response = await call('/api/auth/passkey/register/verify', {
      method: 'POST',
      token,
      body: { ceremonyId, response: new SoftAuthenticator().register(challenge) },
    });
    expect(response.status).toBe(400);
  });

  it.each([[{}], [{ ceremonyId: 'x' }], [{ ceremonyId: 'x', response: 'nope' }], [{ ceremonyId: 'x', response: { id: 'a' }, extra: 1 }]])(
    'rejects the body %j with 400',
    async (body) => {
      expect((await call('/api/auth/passkey/register/verify', { method: 'POST', token, body })).status).toBe(400);
    },
  );
});

describe('passkey sign-in', () => {
  it('signs in with a registered passkey, updating its counter', async () => {
    const authenticator = await registered();
    const response = await signInWith(authenticator);
    expect(response.status).toBe(200);
    const session = (await response.json()) as LoginResponse;
    expect(session.userId).toBe(DEMO_USERS.customer.id);
    expect(session.user).not.toHaveProperty('passwordHash');
    expect((await call(`/api/user/${session.userId}/info`, { token: session.token })).status).toBe(200);
    expect(db.passkeys.get(authenticator.id)).toMatchObject({ counter: 1, lastUsedAt: expect.any(Number) });
  });

  it('refuses a counter that did not grow (a replayed or cloned credential)', async () => {
    const authenticator = await registered();
    expect((await signInWith(authenticator, 5)).status).toBe(200);
    expect((await signInWith(authenticator, 5)).status).toBe(401);
    expect((await signInWith(authenticator, 3)).status).toBe(401);
  });

  it('uses each challenge once', async () => {
    const authenticator = await registered();
    const { ceremonyId, challenge } = await options('/api/auth/passkey/login/options');
    const verify = (response: unknown) => call('/api/auth/passkey/login/verify', { method: 'POST', body: { ceremonyId, response } });
    expect((await verify(authenticator.authenticate(challenge))).status).toBe(200);
    expect((await verify(authenticator.authenticate(challenge))).status).toBe(401);
  });

  it('refuses an expired challenge', async () => {
    const authenticator = await registered();
    const { ceremonyId, challenge } = await options('/api/auth/passkey/login/options');
    const ceremony = db.webauthnCeremonies.get(ceremonyId);
    if (ceremony) ceremony.expiresAt = Date.now() - 1;
    const response = await call('/api/auth/passkey/login/verify', {
      method: 'POST',
      body: { ceremonyId, response: authenticator.authenticate(challenge) },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a signature over another challenge, an unknown credential and a forged signature', async () => {
    const authenticator = await registered();
    const { ceremonyId } = await options('/api/auth/passkey/login/options');
    const wrongChallenge = authenticator.authenticate('c29tZXRoaW5nLWVsc2U');
    expect((await call('/api/auth/passkey/login/verify', { method: 'POST', body: { ceremonyId, response: wrongChallenge } })).status).toBe(401);
    expect((await signInWith(new SoftAuthenticator())).status).toBe(401);

    const { ceremonyId: second, challenge } = await options('/api/auth/passkey/login/options');
    const forged = { ...authenticator.authenticate(challenge) };
    forged.response = { ...forged.response, signature: new SoftAuthenticator().authenticate(challenge).response.signature };
    expect((await call('/api/auth/passkey/login/verify', { method: 'POST', body: { ceremonyId: second, response: forged } })).status).toBe(401);
  });

  it('answers a banned account with 403, reason and date, and creates no session', async () => {
    const authenticator = await registered();
    const customer = db.users.get(DEMO_USERS.customer.id);
    if (!customer) throw new Error('seed changed');
    customer.ban = DEMO_BAN;
    const sessionsBefore = db.sessions.size;

    const response = await signInWith(authenticator);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This account is banned', banned: true, reason: DEMO_BAN.reason, date: DEMO_BAN.date, until: null });
    expect(db.sessions.size).toBe(sessionsBefore);
  });

  it('no longer signs in once the passkey is removed', async () => {
    const authenticator = await registered();
    expect((await call(`/api/auth/passkeys/${authenticator.id}`, { method: 'DELETE', token: DEMO_USERS.staff.token })).status).toBe(404);
    expect((await call(`/api/auth/passkeys/${authenticator.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await signInWith(authenticator)).status).toBe(401);
  });
});
