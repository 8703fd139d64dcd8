import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { OAuthAuthorizeResponse, OAuthConsent, OAuthErrorBody, OAuthScope, OAuthTokenResponse, OAuthUserInfo } from '@panel/api/contract';
import type { OAuthClient } from '../auth-extra-state';
import { ONE_TIME_CODE_TTL_MS } from '../auth-settings';
import { db } from '../db';
import { defineHandler, fail } from '../http/define-handler';
import { apiError } from '../http/respond';
import { randomToken, takeUnexpired } from '../http/session';

const ACCESS_TOKEN_TTL_S = 3600;
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

const pkceMatches = (challenge: string | null, verifier: string): boolean =>
  challenge === null || createHash('sha256').update(verifier).digest('base64url') === challenge;

export const OAUTH_SCOPES: Readonly<Record<string, string>> = {
  identify: 'Your username and avatar',
  email: 'Your email address',
  servers: 'Your servers and their status',
};

interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
}

/** The client and scopes of a valid request; fails 404 or 400, never a redirect. */
function checkRequest({ clientId, redirectUri, scope }: AuthorizeRequest): { client: OAuthClient; scopes: OAuthScope[] } {
  const client = db.oauthClients.find((candidate) => candidate.id === clientId) ?? fail(404, 'Unknown application');
  // Exact string match, as OAuth 2.1 requires: no prefix, no normalisation.
  if (!client.redirectUris.includes(redirectUri)) fail(400, 'redirect_uri is not registered for this application');
  const names = [...new Set(scope.split(' ').filter(Boolean))];
  const unknown = names.find((name) => !(name in OAUTH_SCOPES));
  if (unknown !== undefined) fail(400, `Unknown scope: ${unknown}`);
  const granted = names.length > 0 ? names : ['identify'];
  return { client, scopes: granted.map((name) => ({ name, description: OAUTH_SCOPES[name] ?? name })) };
}

const oauthError = (status: number, error: string, message: string): Response =>
  HttpResponse.json({ error, message } satisfies OAuthErrorBody, { status, headers: { 'Cache-Control': 'no-store' } });

async function exchangeCode(request: Request): Promise<Response> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return oauthError(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
  }
  const form = new URLSearchParams(await request.text());
  const field = (name: string) => form.get(name) ?? '';
  const client = db.oauthClients.find((candidate) => candidate.id === field('client_id'));
  if (!client || client.secret !== field('client_secret')) return oauthError(401, 'invalid_client', 'Unknown client or wrong secret');
  if (field('grant_type') !== 'authorization_code') {
    return oauthError(400, 'unsupported_grant_type', 'Only authorization_code is supported');
  }
  const grant = takeUnexpired(db.authorizationCodes, field('code'));
  if (!grant || grant.clientId !== client.id || grant.redirectUri !== field('redirect_uri') || !pkceMatches(grant.codeChallenge, field('code_verifier'))) {
    return oauthError(400, 'invalid_grant', 'The code is unknown, used, expired, issued for another client or redirect_uri, or the PKCE verifier does not match');
  }
  const accessToken = randomToken();
  db.oauthAccessTokens.set(accessToken, {
    clientId: client.id,
    userId: grant.userId,
    scopes: grant.scopes,
    expiresAt: Date.now() + ACCESS_TOKEN_TTL_S * 1000,
  });
  return HttpResponse.json(
    { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, scope: grant.scopes.join(' ') } satisfies OAuthTokenResponse,
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

function userInfo(request: Request): Response {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const access = db.oauthAccessTokens.get(token);
  const user = access && access.expiresAt > Date.now() ? db.users.get(access.userId) : undefined;
  if (!access || !user) return apiError(401, 'Invalid or expired access token');
  const info: OAuthUserInfo = { id: user._id, username: user.username, avatarUrl: user.avatarUrl };
  if (access.scopes.includes('email')) {
    info.email = user.email;
    // An application must not treat an address the user never confirmed as theirs.
    info.email_verified = user.verified;
  }
  if (access.scopes.includes('servers')) {
    info.servers = db.servers.filter((server) => server.owner === user._id).map(({ _id, name, status }) => ({ _id, name, status }));
  }
  return HttpResponse.json(info);
}

/**
 * The third-party side of OAuth: the token and userinfo calls authenticate an application
 * (client secret, OAuth access token) and answer OAuth's own error bodies, so they stay plain
 * handlers; the consent calls are the signed-in user's and go through defineHandler.
 */
export const oauthClientHandlers = [
  http.post('*/api/oauth/token', ({ request }) => exchangeCode(request)),
  http.get('*/api/oauth/userinfo', ({ request }) => userInfo(request)),

  defineHandler({
    operation: 'getOAuthConsent',
    auth: 'user',
    handle: ({ params, query }): OAuthConsent => {
      const redirectUri = query.get('redirect_uri') ?? fail(400, 'redirect_uri is required');
      const checked = checkRequest({ clientId: params.clientId ?? '', redirectUri, scope: query.get('scope') ?? '' });
      return { client: { id: checked.client.id, name: checked.client.name }, redirectUri, scopes: checked.scopes };
    },
  }),

  defineHandler({
    operation: 'authorizeOAuthClient',
    auth: 'user',
    handle: ({ body, session }): OAuthAuthorizeResponse => {
      const { clientId, redirectUri, scope, codeChallenge } = body;
      if (codeChallenge !== undefined && (typeof codeChallenge !== 'string' || !PKCE_CHALLENGE.test(codeChallenge))) {
        fail(400, 'codeChallenge must be a base64url SHA-256 digest (S256)');
      }
      if (typeof clientId !== 'string' || typeof redirectUri !== 'string' || typeof scope !== 'string') {
        return fail(400, 'clientId, redirectUri and scope are required strings');
      }
      const checked = checkRequest({ clientId, redirectUri, scope });
      const code = randomToken();
      db.authorizationCodes.set(code, {
        clientId,
        redirectUri,
        userId: session.user._id,
        scopes: checked.scopes.map((s) => s.name),
        codeChallenge: typeof codeChallenge === 'string' ? codeChallenge : null,
        expiresAt: Date.now() + ONE_TIME_CODE_TTL_MS,
      });
      return { code };
    },
  }),
];
