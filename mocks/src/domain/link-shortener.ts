import { createHash, randomInt } from 'node:crypto';
import { AUTH_SETTINGS } from '../auth-settings';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { randomToken } from '../http/session';

const DAY = 86_400_000;

/** How long a pass through the link shortener may take, from its start to its claim. */
export const LINK_SHORTENER_TOKEN_TTL_MS = 30 * 60_000;

/** The return address's query parameter that carries the token. */
export const LINK_SHORTENER_PARAM = 'linkvertise';

/**
 * Where the link shortener's links live: Linkvertise's `https://link-to.net`, whose pages this
 * mock cannot send anyone to, so by default its own stand-in (handlers/link-shortener-stand-in.ts)
 * answers the same paths. LINK_SHORTENER_URL points the mock at the real one.
 */
export const LINK_SHORTENER_BASE = process.env.LINK_SHORTENER_URL ?? '/api/__linkvertise';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Linkvertise's dynamic link for the account `userid` to `target`, as its own script builds
 * it: a random segment, and the target URI-encoded then base64-encoded in `r`.
 */
export function dynamicLink(userid: string, target: string, base: string = LINK_SHORTENER_BASE): string {
  const r = Buffer.from(encodeURI(target), 'utf8').toString('base64');
  return `${base}/${encodeURIComponent(userid)}/${randomInt(1, 1000)}/dynamic?${new URLSearchParams({ r })}`;
}

/** The target of a dynamic link's `r`, or null when it is not one. */
export function dynamicLinkTarget(r: string | null): URL | null {
  if (!r || !/^[A-Za-z0-9+/]+={0,2}$/.test(r)) return null;
  try {
    return new URL(decodeURI(Buffer.from(r, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

/** The link shortener as the instance configures it, or 404 when it is off or has no account. */
export function linkShortener() {
  const { linkvertise } = db.domain.earning;
  if (!linkvertise.enabled) fail(404, 'The link shortener is not enabled on this panel');
  if (!linkvertise.userid) fail(404, 'The link shortener has no account set up on this panel');
  return { ...linkvertise, userid: linkvertise.userid as string };
}

/**
 * A pass through the link shortener for the user: a one-time token bound to them, and the
 * shortener's link back to `/earn` with it. The token is worth nothing to anyone else.
 */
export function startLinkShortener(user: DbUser, assertUnderLimit: () => void): { url: string } {
  const { userid } = linkShortener();
  assertUnderLimit();
  const time = now();
  // Kept a day past their expiry, so a late claim is told its token expired.
  for (const [hash, entry] of db.domain.linkShortenerTokens) if (entry.expiresAt + DAY <= time) db.domain.linkShortenerTokens.delete(hash);
  const token = randomToken();
  db.domain.linkShortenerTokens.set(hashOf(token), { user: user._id, expiresAt: time + LINK_SHORTENER_TOKEN_TTL_MS, used: false });
  const target = new URL('/earn', AUTH_SETTINGS.panelOrigin);
  target.searchParams.set(LINK_SHORTENER_PARAM, token);
  return { url: dynamicLink(userid, target.toString()) };
}

/** The user's unused, unexpired token, or why not (400); `use` then spends it. */
export function checkLinkShortenerToken(user: DbUser, token: string | undefined): { use: () => void } {
  if (!token) return fail(400, 'Go through the link shortener first: its coins are claimed with the token it returns with');
  const entry = db.domain.linkShortenerTokens.get(hashOf(token));
  if (!entry || entry.user !== user._id) return fail(400, 'This link shortener token is not one of yours');
  if (entry.used) return fail(400, 'This link shortener token was already used');
  if (entry.expiresAt <= now()) return fail(400, 'This link shortener token has expired: go through the link again');
  return {
    use: () => {
      entry.used = true;
    },
  };
}
