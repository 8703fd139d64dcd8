import { now } from '../clock';
import { db } from '../db';
import { fail } from '../http/define-handler';

const HOUR = 3_600_000;
/** How long the answer to a keyed request is kept for a repeat of it. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * HOUR;
/** Longest `Idempotency-Key` taken (as the contract says). */
const KEY_MAX_LENGTH = 255;

/** One keyed request's first successful answer, and what it was for. */
export interface KeptAnswer {
  /** What the key was sent for (the item bought): the same key for anything else is refused. */
  subject: string;
  at: number;
  answer: unknown;
}

/** The request's `Idempotency-Key`, or null without one; fails 400 when it is empty or too long. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get('idempotency-key');
  if (key === null) return null;
  if (key.trim() === '' || key.length > KEY_MAX_LENGTH) fail(400, `Idempotency-Key must be 1 to ${KEY_MAX_LENGTH} characters`);
  return key;
}

/**
 * Does `act` once per user and key: the same key again from the same user, within a day, gets
 * the first answer and nothing is done twice (a customer's purchase sent again, whether by a
 * second click or a retry after a lost answer, charges once). A refusal is not kept, since
 * nothing was done: the same key may try again. The same key for another `subject` is refused
 * with 422. Without a key, every request acts.
 */
export function once<T>(userId: string, key: string | null, subject: string, act: () => T): T {
  if (key === null) return act();
  const kept = db.domain.idempotentAnswers;
  for (const [stored, { at }] of kept) if (now() - at >= IDEMPOTENCY_KEY_TTL_MS) kept.delete(stored);
  const id = `${userId} ${key}`;
  const earlier = kept.get(id);
  if (earlier) {
    if (earlier.subject !== subject) fail(422, 'This Idempotency-Key was sent with another request');
    return earlier.answer as T;
  }
  const answer = act();
  kept.set(id, { subject, at: now(), answer });
  return answer;
}
