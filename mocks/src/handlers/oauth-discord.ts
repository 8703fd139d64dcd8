import bcrypt from 'bcryptjs';
import { HttpResponse } from 'msw';
import type { OAuthStartResponse } from '@panel/api/contract';
import type { DiscordIdentity } from '../auth-extra-state';
import { AUTH_SETTINGS, OAUTH_ATTEMPT_TTL_MS, ONE_TIME_CODE_TTL_MS } from '../auth-settings';
import { bannedAnswer, clientAddress } from '../auth/checks';
import { db, type DbUser } from '../db';
import { recordReferral } from '../domain/referrals';
import { avatar } from '../seed';
import { cookieOf } from '../http/cookies';
import { defineHandler, fail } from '../http/define-handler';
import { createSession, randomToken, takeUnexpired } from '../http/session';

export const STATE_COOKIE = 'discord_oauth_state';
const CALLBACK_PATH = '/api/auth/oauth/discord/callback';
const LANDING = '/auth/authenticated';

const stateCookie = (value: string, maxAgeSeconds: number) =>
  [
    `${STATE_COOKIE}=${value}`,
    `Path=${CALLBACK_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(AUTH_SETTINGS.panelOrigin.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');

/** Back to the panel with the outcome in the fragment, which browsers never send to a server. */
const land = (fragment: Record<string, string>): Response =>
  new HttpResponse(null, {
    status: 302,
    headers: {
      Location: `${LANDING}#${new URLSearchParams(fragment).toString()}`,
      'Set-Cookie': stateCookie('', 0),
      'Cache-Control': 'no-store',
    },
  });

// Unverified Discord emails are not proof of owning an account here, so they never link one.
function userFor(identity: DiscordIdentity, referrer: string | undefined, client: string): DbUser {
  const linked = db.discordLinks.get(identity.id);
  const byLink = linked === undefined ? undefined : db.users.get(linked);
  if (byLink) return byLink;
  const email = identity.email.toLowerCase();
  const byEmail = identity.verified
    ? [...db.users.values()].find((user) => user.email.toLowerCase() === email)
    : undefined;
  const user = byEmail ?? createCustomer(identity, referrer, client);
  db.discordLinks.set(identity.id, user._id);
  return user;
}

/** A new customer from their Discord identity, credited to the referral link the sign-in started from. */
function createCustomer(identity: DiscordIdentity, referrer: string | undefined, client: string): DbUser {
  const user: DbUser = {
    _id: `u-discord-${identity.id}`,
    username: identity.username,
    email: identity.email,
    avatarUrl: avatar(identity.username),
    rank: 'USER',
    // No password: this account signs in with Discord until its owner sets one.
    passwordHash: bcrypt.hashSync(randomToken(), 6),
    balance: 0,
    coins: 0,
    verified: identity.verified,
    plans: [],
  };
  db.users.set(user._id, user);
  db.config.stats.users.total = db.users.size;
  recordReferral(user, referrer, client);
  return user;
}

export const discordOAuthHandlers = [
  defineHandler({
    operation: 'startDiscordSignIn',
    auth: 'public',
    handle: ({ body }) => {
      if (!db.config.settings.login.discord) fail(400, 'Discord sign-in is not enabled on this panel');
      const state = randomToken();
      const referrer = typeof body?.referrer === 'string' ? body.referrer : undefined;
      db.discordAttempts.set(state, { expiresAt: Date.now() + OAUTH_ATTEMPT_TTL_MS, ...(referrer && { referrer }) });
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: AUTH_SETTINGS.discordClientId,
        redirect_uri: AUTH_SETTINGS.discordRedirectUri,
        scope: 'identify email',
        state,
        prompt: 'consent',
      });
      return HttpResponse.json({ url: `${AUTH_SETTINGS.discordAuthorizeUrl}?${query}` } satisfies OAuthStartResponse, {
        headers: { 'Set-Cookie': stateCookie(state, OAUTH_ATTEMPT_TTL_MS / 1000), 'Cache-Control': 'no-store' },
      });
    },
  }),

  defineHandler({
    operation: 'discordCallback',
    auth: 'public',
    handle: ({ request, query }) => {
      const state = query.get('state') ?? '';
      const attempt = db.discordAttempts.get(state);
      db.discordAttempts.delete(state);
      const stateOk = state !== '' && attempt !== undefined && attempt.expiresAt > Date.now() && cookieOf(request, STATE_COOKIE) === state;
      if (!stateOk) return land({ error: 'invalid_request' });
      if (query.get('error') === 'access_denied') return land({ error: 'access_denied' });

      const grant = takeUnexpired(db.discordGrants, query.get('code') ?? '');
      if (!grant || grant.redirectUri !== AUTH_SETTINGS.discordRedirectUri) return land({ error: 'invalid_request' });

      // No session yet: the exchange creates it, or answers the ban, where the client can show it.
      const code = randomToken();
      db.signInCodes.set(code, { userId: userFor(grant.identity, attempt.referrer, clientAddress(request))._id, expiresAt: Date.now() + ONE_TIME_CODE_TTL_MS });
      return land({ code });
    },
  }),

  defineHandler({
    operation: 'exchangeSignInCode',
    auth: 'public',
    handle: ({ body }) => {
      if (typeof body.code !== 'string' || body.code === '') return fail(400, 'code is required');
      const entry = takeUnexpired(db.signInCodes, body.code);
      const user = (entry && db.users.get(entry.userId)) ?? fail(400, 'This sign-in link expired or was already used. Sign in again.');
      return bannedAnswer(user) ?? createSession(user);
    },
  }),
];
