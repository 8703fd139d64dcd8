import { http, HttpResponse } from 'msw';
import type { OAuthAuthorizeResponse, OAuthConsent, OAuthScope } from '@panel/api/contract';
import type { OAuthClient } from '../auth-extra-state';
import { ONE_TIME_CODE_TTL_MS } from '../auth-settings';
import { db } from '../db';
import { authenticate } from '../http/auth-guard';
import { readJsonObject, rejectUnknownKeys } from '../http/body';
import { apiError } from '../http/respond';
import { randomToken } from '../http/session';

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

/** The client and scopes of a valid request, or the 404/400 to answer; never a redirect. */
function checkRequest({ clientId, redirectUri, scope }: AuthorizeRequest): { client: OAuthClient; scopes: OAuthScope[] } | Response {
  const client = db.oauthClients.find((candidate) => candidate.id === clientId);
  if (!client) return apiError(404, 'Unknown application');
  // Exact string match, as OAuth 2.1 requires: no prefix, no normalisation.
  if (!client.redirectUris.includes(redirectUri)) return apiError(400, 'redirect_uri is not registered for this application');
  const names = [...new Set(scope.split(' ').filter(Boolean))];
  const unknown = names.find((name) => !(name in OAUTH_SCOPES));
  if (unknown !== undefined) return apiError(400, `Unknown scope: ${unknown}`);
  const granted = names.length > 0 ? names : ['identify'];
  return { client, scopes: granted.map((name) => ({ name, description: OAUTH_SCOPES[name] ?? name })) };
}

export const oauthClientHandlers = [
  http.get('*/api/oauth/clients/:clientId', ({ request, params }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    const query = new URL(request.url).searchParams;
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri) return apiError(400, 'redirect_uri is required');
    const checked = checkRequest({ clientId: String(params.clientId), redirectUri, scope: query.get('scope') ?? '' });
    if (checked instanceof Response) return checked;
    return HttpResponse.json({
      client: { id: checked.client.id, name: checked.client.name },
      redirectUri,
      scopes: checked.scopes,
    } satisfies OAuthConsent);
  }),

  http.post('*/api/oauth/authorize', async ({ request }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknownKey = rejectUnknownKeys(body, ['clientId', 'redirectUri', 'scope']);
    if (unknownKey) return unknownKey;
    const { clientId, redirectUri, scope } = body;
    if (typeof clientId !== 'string' || typeof redirectUri !== 'string' || typeof scope !== 'string') {
      return apiError(400, 'clientId, redirectUri and scope are required strings');
    }
    const checked = checkRequest({ clientId, redirectUri, scope });
    if (checked instanceof Response) return checked;
    const code = randomToken();
    db.authorizationCodes.set(code, {
      clientId,
      redirectUri,
      userId: session.user._id,
      scopes: checked.scopes.map((s) => s.name),
      expiresAt: Date.now() + ONE_TIME_CODE_TTL_MS,
    });
    return HttpResponse.json({ code } satisfies OAuthAuthorizeResponse);
  }),
];
