import { HttpResponse } from 'msw';
import type { RateLimitedBody } from '@panel/api/contract';
import { db, type DbUser } from '../db';
import { apiError } from '../http/respond';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The normalised email, or the 400 to answer. */
export function emailFrom(value: unknown): string | Response {
  return typeof value === 'string' && EMAIL.test(value.trim()) ? value.trim().toLowerCase() : apiError(400, 'A valid email is required');
}

/** The server's own password rule (the client checks the same one before sending). */
export function weakPassword(value: unknown): Response | null {
  if (typeof value !== 'string' || value.length < 8 || !/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) {
    return apiError(400, 'The password needs at least 8 characters, with a letter and a digit');
  }
  return null;
}

/** 400 when the instance asks for Turnstile and the call carries no token (any token passes here). */
export function missingTurnstile(token: unknown): Response | null {
  if (token !== undefined && (typeof token !== 'string' || token === '')) return apiError(400, 'Invalid Turnstile token');
  if (db.config.settings.login.turnstile_sitekey && token === undefined) {
    return apiError(400, 'Complete the verification challenge, then try again');
  }
  return null;
}

export const userByEmail = (email: string): DbUser | undefined =>
  [...db.users.values()].find((u) => u.email.toLowerCase() === email);

export function rateLimited(retryAfter: number, message: string): Response {
  return HttpResponse.json({ message, retryAfter } satisfies RateLimitedBody, {
    status: 429,
    headers: { 'Retry-After': String(retryAfter) },
  });
}

export const randomToken = (): string =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
