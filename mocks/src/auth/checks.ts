import { HttpResponse } from 'msw';
import type { BannedBody, RateLimitedBody } from '@panel/api/contract';
import { db, type DbUser } from '../db';
import { activeBan } from '../domain/bans';
import { apiError } from '../http/respond';

/** RFC 5321's longest address; longer input is refused before any other check. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * `local@domain.tld` without spaces and with one `@`, checked in one linear pass: a regular
 * expression that backtracks would let one crafted address hold the server for seconds.
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH || /\s/.test(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || email.indexOf('@', at + 1) !== -1) return false;
  // A dot with at least one character on each side.
  return email.slice(at + 2, -1).includes('.');
}

/** The normalised email, or the 400 to answer. */
export function emailFrom(value: unknown): string | Response {
  return isEmail(value) ? value.trim().toLowerCase() : apiError(400, 'A valid email is required');
}

export const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused before hashing (bcrypt reads only the first 72 bytes anyway). */
export const MAX_PASSWORD_LENGTH = 256;
/** The instance's first administrator, created by `POST /api/setup`. */
export const MIN_ADMIN_PASSWORD_LENGTH = 10;

/** The server's own password rule (the client checks the same one before sending). */
export const isStrongPassword = (value: unknown, minLength = MIN_PASSWORD_LENGTH): value is string =>
  typeof value === 'string' &&
  value.length >= minLength &&
  value.length <= MAX_PASSWORD_LENGTH &&
  /\p{L}/u.test(value) &&
  /\p{Nd}/u.test(value);

export function weakPassword(value: unknown): Response | null {
  return isStrongPassword(value) ? null : apiError(400, `The password needs ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters, with a letter and a digit`);
}

/** 400 when the instance asks for Turnstile and the call carries no token (any token passes here). */
export function missingTurnstile(token: unknown): Response | null {
  if (token !== undefined && (typeof token !== 'string' || token === '')) return apiError(400, 'Invalid Turnstile token');
  if (db.config.settings.login.turnstile_sitekey && token === undefined) {
    return apiError(400, 'Complete the verification challenge, then try again');
  }
  return null;
}

const isOwnProxy = (address: string): boolean =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * Who is asking, read from X-Forwarded-For the way a server behind trusted proxies does
 * (Express's `trust proxy` set to loopback): each hop appends the address it saw (the shell's
 * proxy, then the mock's own server), so the entries are read from the nearest hop outwards
 * and the first one that is not one of our own proxies is the client. Entries left of it
 * came from the client itself and may be forged, so they never decide.
 */
export function clientAddress(request: Request): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.findLast((hop) => !isOwnProxy(hop)) ?? hops[0] ?? 'unknown';
}

export const userByEmail = (email: string): DbUser | undefined =>
  [...db.users.values()].find((u) => u.email.toLowerCase() === email);

export function rateLimited(retryAfter: number, message: string): Response {
  return HttpResponse.json({ message, retryAfter } satisfies RateLimitedBody, {
    status: 429,
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/** The 403 that every way of signing in answers for a banned account; null when not banned (or the ban has ended). */
export function bannedAnswer(user: DbUser): Response | null {
  const ban = activeBan(user);
  if (!ban) return null;
  const body: BannedBody = { message: 'This account is banned', banned: true, ...ban };
  return HttpResponse.json(body, { status: 403 });
}
