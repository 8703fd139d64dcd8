import { ApiError } from '@panel/api';

/** Why the server refused a code, for the reasons the screen words itself; null: the kit's message. */
type CodeRefusal = 'unknown' | 'alreadyRedeemed' | 'expired' | 'usedUp';

export type RedeemRefusal =
  | { reason: CodeRefusal }
  | { reason: 'tooManyAttempts'; seconds: number };

const FORBIDDEN_REASONS: [RegExp, CodeRefusal][] = [
  [/already redeemed/i, 'alreadyRedeemed'],
  [/expired/i, 'expired'],
  [/used up/i, 'usedUp'],
];

const retryAfterOf = (body: unknown): number => {
  const value = typeof body === 'object' && body !== null ? (body as { retryAfter?: unknown }).retryAfter : undefined;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : 0;
};

/**
 * Reads a failed claim: 404 is an unknown code, 429 too many attempts (with the seconds to wait),
 * and a 403 says in its message whether the code was already redeemed, has expired or is used up.
 */
export function redeemRefusal(error: unknown): RedeemRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return { reason: 'unknown' };
  if (error.status === 429) return { reason: 'tooManyAttempts', seconds: retryAfterOf(error.body) };
  if (error.status !== 403) return null;
  const found = FORBIDDEN_REASONS.find(([pattern]) => pattern.test(error.message));
  return found ? { reason: found[1] } : null;
}

/** The code as typed, without the spaces a paste brings; null when nothing is left. */
export const normaliseCode = (typed: string): string | null => {
  const code = typed.replace(/\s+/g, '');
  return code === '' ? null : code;
};
