import { ApiError } from '@panel/api';
import { authT } from '../messages';

/** Seconds a 429 asks to wait (`retryAfter` of its body), or null for any other failure. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retryAfter?: unknown } | undefined;
  return typeof body?.retryAfter === 'number' && body.retryAfter > 0 ? Math.ceil(body.retryAfter) : null;
}

/** "30 seconds", "1 minute", "15 minutes": a wait a person can act on, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return authT('waitSeconds', { count: seconds });
  return authT('waitMinutes', { count: Math.ceil(seconds / 60) });
}

export function tooManyAttemptsMessage(error: unknown): string {
  const seconds = retryAfterOf(error);
  return seconds === null ? authT('tooManyAttempts') : authT('tooManyAttemptsIn', { wait: waitText(seconds) });
}
