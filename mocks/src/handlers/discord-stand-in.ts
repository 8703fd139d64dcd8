import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { AUTH_SETTINGS, ONE_TIME_CODE_TTL_MS } from '../auth-settings';
import { db } from '../db';
import { randomToken } from '../http/session';
import { escapeHtml, standInPage } from '../http/stand-in-page';

/**
 * A stand-in for Discord's consent page (discord.com/oauth2/authorize) and its code
 * exchange, so the sign-in round trip runs on one machine. Not part of the API contract:
 * a real deployment sends the browser to Discord instead.
 */
const STAND_IN_PATH = '/api/__discord/oauth2/authorize';
export const STAND_IN_DEFAULT_IDENTITY = { username: 'Dana Discord', email: 'dana@discord.test' } as const;

const STYLE =
  'body{font-family:sans-serif;background:#313338;color:#f2f3f5;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{background:#2b2d31;padding:2rem;border-radius:8px;max-width:26rem}label{display:block;margin:.75rem 0}' +
  'input{display:block;width:100%;padding:.4rem;margin-top:.25rem}button{padding:.5rem 1rem;margin-right:.5rem}';

const page = (title: string, body: string, status = 200) => standInPage({ title, style: STYLE, body, status });

/** Discord shows its own error page, never redirecting, for a client or redirect URI it does not know. */
const checkClient = (params: URLSearchParams): Response | null =>
  params.get('client_id') !== AUTH_SETTINGS.discordClientId || params.get('redirect_uri') !== AUTH_SETTINGS.discordRedirectUri
    ? page('Invalid OAuth2 request', '<h1>Invalid OAuth2 request</h1><p>Unknown client or redirect_uri.</p>', 400)
    : null;

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export const discordStandInHandlers = [
  http.get(`*${STAND_IN_PATH}`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const invalid = checkClient(params);
    if (invalid) return invalid;
    const { username, email } = STAND_IN_DEFAULT_IDENTITY;
    return page(
      'Discord (stand-in)',
      `<p>Discord (stand-in)</p><h1>${escapeHtml(db.config.info.name)} wants to access your Discord account</h1>` +
        '<p>It will see your username, avatar and email address.</p>' +
        `<form method="post" action="${STAND_IN_PATH}">` +
        ['client_id', 'redirect_uri', 'state'].map((name) => hidden(name, params.get(name) ?? '')).join('') +
        `<label>Discord username<input name="username" value="${escapeHtml(username)}" required></label>` +
        `<label>Discord email<input name="email" type="email" value="${escapeHtml(email)}" required></label>` +
        '<button type="submit" name="decision" value="authorize">Authorize</button>' +
        '<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>' +
        '</form>',
    );
  }),

  http.post(`*${STAND_IN_PATH}`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const invalid = checkClient(form);
    if (invalid) return invalid;
    const redirect = new URL(AUTH_SETTINGS.discordRedirectUri);
    redirect.searchParams.set('state', form.get('state') ?? '');
    if (form.get('decision') === 'authorize') {
      const email = (form.get('email') ?? '').trim();
      const username = (form.get('username') ?? '').trim();
      if (!email || !username) return page('Discord (stand-in)', '<h1>Username and email are required</h1>', 400);
      const code = randomToken();
      db.discordGrants.set(code, {
        identity: { id: createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 18), username, email, verified: true },
        redirectUri: AUTH_SETTINGS.discordRedirectUri,
        expiresAt: Date.now() + ONE_TIME_CODE_TTL_MS,
      });
      redirect.searchParams.set('code', code);
    } else {
      redirect.searchParams.set('error', 'access_denied');
    }
    return new HttpResponse(null, { status: 303, headers: { Location: redirect.toString() } });
  }),
];
