import { ApiError } from '@panel/api';
import type { CouponRefusal } from '@panel/api/contract';

/** Why the server refused a code, for the reasons the screen words itself; null: the kit's message. */
type CodeRefusal = 'unknown' | 'alreadyRedeemed' | 'expired' | 'usedUp';

export type RedeemRefusal =
  | { reason: CodeRefusal }
  | { reason: 'tooManyAttempts'; seconds: number };

/** The 403's machine reason, as our contract names it. */
const REASONS: Record<NonNullable<CouponRefusal['reason']>, CodeRefusal> = {
  ALREADY_REDEEMED: 'alreadyRedeemed',
  EXPIRED: 'expired',
  USED_UP: 'usedUp',
};

/** A backend that gives no reason says it only in words. */
const FORBIDDEN_WORDS: [RegExp, CodeRefusal][] = [
  [/already redeemed/i, 'alreadyRedeemed'],
  [/expired/i, 'expired'],
  [/used up/i, 'usedUp'],
];

const fieldOf = (body: unknown, field: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined);

const retryAfterOf = (body: unknown): number => {
  const value = fieldOf(body, 'retryAfter');
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : 0;
};

const reasonOf = (body: unknown): CodeRefusal | null => {
  const reason = fieldOf(body, 'reason');
  return typeof reason === 'string' && Object.hasOwn(REASONS, reason) ? REASONS[reason as keyof typeof REASONS] : null;
};

/**
 * Reads a failed claim: 404 is an unknown code, 429 too many attempts (with the seconds to wait),
 * and a 403 says by its `reason` (else in its message) whether the code was already redeemed,
 * has expired or is used up.
 */
export function redeemRefusal(error: unknown): RedeemRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return { reason: 'unknown' };
  if (error.status === 429) return { reason: 'tooManyAttempts', seconds: retryAfterOf(error.body) };
  if (error.status !== 403) return null;
  const reason = reasonOf(error.body) ?? FORBIDDEN_WORDS.find(([pattern]) => pattern.test(error.message))?.[1];
  return reason ? { reason } : null;
}

/** The code as typed, without the spaces a paste brings; null when nothing is left. */
export const normaliseCode = (typed: string): string | null => {
  const code = typed.replace(/\s+/g, '');
  return code === '' ? null : code;
};
