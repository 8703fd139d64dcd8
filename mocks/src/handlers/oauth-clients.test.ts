import { describe, expect, it } from 'vitest';
import type { OAuthConsent, OAuthTokenResponse, OAuthUserInfo } from '@panel/api/contract';
import { SEED_OAUTH_CLIENT } from '../auth-extra-state';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';

installMockApi();

const { token } = DEMO_USERS.customer;
const REDIRECT = SEED_OAUTH_CLIENT.redirectUris[0];

const consent = (clientId: string, redirectUri: string, scope = 'identify email servers') =>
  call(`/api/oauth/clients/${clientId}?${new URLSearchParams({ redirect_uri: redirectUri, scope })}`, { token });

const authorize = (body: unknown) => call('/api/oauth/authorize', { method: 'POST', token, body });

describe('third-party consent', () => {
  it('describes the application and its scopes for a registered redirect URI', async () => {
    const response = await consent('game-panel', REDIRECT);
    expect(response.status).toBe(200);
    expect((await response.json()) as OAuthConsent).toEqual({
      client: { id: 'game-panel', name: 'Game Panel' },
      redirectUri: REDIRECT,
      scopes: [
        { name: 'identify', description: 'Your username and avatar' },
        { name: 'email', description: 'Your email address' },
        { name: 'servers', description: 'Your servers and their status' },
      ],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await call(`/api/oauth/clients/game-panel?redirect_uri=${encodeURIComponent(REDIRECT)}`)).status).toBe(401);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await consent('nope', REDIRECT)).status).toBe(404);
  });

  it.each([
    'https://evil.example/oauth/callback',
    'https://gamepanel.example/oauth/callback/../../evil',
    'https://gamepanel.example/oauth/callback?next=https://evil.example',
    'https://gamepanel.example/oauth/callback/',
    'https://gamepanel.example.evil.example/oauth/callback',
    'http://gamepanel.example/oauth/callback',
    '',
  ])('refuses the redirect URI %j (exact match only)', async (redirectUri) => {
    expect((await consent('game-panel', redirectUri)).status).toBe(400);
    expect((await authorize({ clientId: 'game-panel', redirectUri, scope: 'identify' })).status).toBe(400);
  });

  it('refuses an unknown scope', async () => {
    expect((await consent('game-panel', REDIRECT, 'identify admin')).status).toBe(400);
  });
});

describe('authorize', () => {
  it('issues a single code bound to client, redirect URI, user and scopes', async () => {
    const response = await authorize({ clientId: 'game-panel', redirectUri: REDIRECT, scope: 'identify email' });
    expect(response.status).toBe(200);
    const { code } = (await response.json()) as { code: string };
    expect(db.authorizationCodes.get(code)).toMatchObject({
      clientId: 'game-panel',
      redirectUri: REDIRECT,
      userId: DEMO_USERS.customer.id,
      scopes: ['identify', 'email'],
    });
  });

  it('answers 404 for an unknown client and 401 without a token', async () => {
    expect((await authorize({ clientId: 'nope', redirectUri: REDIRECT, scope: '' })).status).toBe(404);
    const anonymous = await call('/api/oauth/authorize', { method: 'POST', body: { clientId: 'game-panel', redirectUri: REDIRECT, scope: '' } });
    expect(anonymous.status).toBe(401);
  });

  it.each([[{}], [{ clientId: 'game-panel', redirectUri: REDIRECT }], [{ clientId: 'game-panel', redirectUri: REDIRECT, scope: '', extra: 1 }]])(
    'rejects the body %j with 400',
    async (body) => {
      expect((await authorize(body)).status).toBe(400);
    },
  );
});

describe('token exchange and userinfo', () => {
  const issue = async (scope = 'identify email servers') => {
    const response = await authorize({ clientId: 'game-panel', redirectUri: REDIRECT, scope });
    return ((await response.json()) as { code: string }).code;
  };
  const exchange = (fields: Record<string, string>) =>
    fetch(`${BASE_URL}/api/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        redirect_uri: REDIRECT,
        client_id: SEED_OAUTH_CLIENT.id,
        client_secret: SEED_OAUTH_CLIENT.secret,
        ...fields,
      }),
    });

  it('trades a code once for a scoped access token that reads only userinfo', async () => {
    const code = await issue();
    const response = await exchange({ code });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as OAuthTokenResponse;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'identify email servers' });

    const info = (await (await call('/api/oauth/userinfo', { token: tokens.access_token })).json()) as OAuthUserInfo;
    expect(info).toMatchObject({ id: DEMO_USERS.customer.id, email: DEMO_USERS.customer.email, email_verified: true });
    expect(info.servers?.map((s) => s._id)).toEqual(['srv-survival', 'srv-bot']);
    expect((await call(`/api/user/${DEMO_USERS.customer.id}/info`, { token: tokens.access_token })).status).toBe(401);

    expect(((await (await exchange({ code })).json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('gives only what the scopes allow', async () => {
    const tokens = (await (await exchange({ code: await issue('identify') })).json()) as OAuthTokenResponse;
    const info = (await (await call('/api/oauth/userinfo', { token: tokens.access_token })).json()) as OAuthUserInfo;
    expect(info).not.toHaveProperty('email');
    expect(info).not.toHaveProperty('email_verified');
    expect(info).not.toHaveProperty('servers');
  });

  it('says when the email is not verified', async () => {
    db.users.get(DEMO_USERS.customer.id)!.verified = false;
    const tokens = (await (await exchange({ code: await issue('email') })).json()) as OAuthTokenResponse;
    const info = (await (await call('/api/oauth/userinfo', { token: tokens.access_token })).json()) as OAuthUserInfo;
    expect(info).toMatchObject({ email: DEMO_USERS.customer.email, email_verified: false });
  });

  it('trades one code for one token when two exchanges arrive at the same moment', async () => {
    const code = await issue();
    const statuses = (await Promise.all([exchange({ code }), exchange({ code })])).map((answer) => answer.status);
    expect(statuses.toSorted()).toEqual([200, 400]);
    expect(db.oauthAccessTokens.size).toBe(1);
  });

  it.each([
    ['a wrong secret', { client_secret: 'nope' }, 401, 'invalid_client'],
    ['another redirect_uri', { redirect_uri: 'https://gamepanel.example/other' }, 400, 'invalid_grant'],
    ['another grant type', { grant_type: 'password' }, 400, 'unsupported_grant_type'],
  ])('refuses %s', async (_case, fields, status, error) => {
    const response = await exchange({ code: await issue(), ...fields });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBe(error);
  });

  it('checks the PKCE verifier when the code was issued with a challenge', async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const withChallenge = async () => {
      const response = await authorize({ clientId: 'game-panel', redirectUri: REDIRECT, scope: 'identify', codeChallenge: challenge });
      return ((await response.json()) as { code: string }).code;
    };
    expect((await exchange({ code: await withChallenge() })).status).toBe(400);
    expect((await exchange({ code: await withChallenge(), code_verifier: 'wrong-verifier' })).status).toBe(400);
    expect((await exchange({ code: await withChallenge(), code_verifier: verifier })).status).toBe(200);
    expect((await authorize({ clientId: 'game-panel', redirectUri: REDIRECT, scope: '', codeChallenge: 'plain' })).status).toBe(400);
  });

  it('refuses an unknown access token', async () => {
    expect((await call('/api/oauth/userinfo', { token: DEMO_USERS.customer.token })).status).toBe(401);
  });
});
