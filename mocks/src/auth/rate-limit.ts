/** A sliding-window limiter over a log of event times per key (an email, a client address). */
export interface Limit {
  max: number;
  windowMs: number;
}

export const LOGIN_FAILURE_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };
/** Failed sign-ins per client address, whatever the email: one password sprayed over many accounts. */
export const LOGIN_ADDRESS_FAILURE_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000 };
export const RESET_REQUEST_LIMIT: Limit = { max: 3, windowMs: 15 * 60_000 };
/** Sign-ups per client address (created or refused as taken): enough for a household, not for a script. */
export const SIGN_UP_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };
export const VERIFICATION_RESEND_COOLDOWN_MS = 60_000;

/** The events of `key` still inside the window; older ones are dropped from the log. */
export function recentEvents(log: Map<string, number[]>, key: string, limit: Limit, now: number): number[] {
  const recent = (log.get(key) ?? []).filter((at) => at > now - limit.windowMs);
  if (recent.length) log.set(key, recent);
  else log.delete(key);
  return recent;
}

/** Whole seconds until another event is allowed; 0 when it is allowed now. */
export function retryAfterSeconds(events: readonly number[], limit: Limit, now: number): number {
  if (events.length < limit.max) return 0;
  const oldestCounted = events[events.length - limit.max] ?? now;
  return Math.max(1, Math.ceil((oldestCounted + limit.windowMs - now) / 1000));
}

/** Whole seconds until `key` may act again under `limit` (0: now), pruning its old events. */
export const secondsToWait = (log: Map<string, number[]>, key: string, limit: Limit, now: number): number =>
  retryAfterSeconds(recentEvents(log, key, limit, now), limit, now);

export function recordEvent(log: Map<string, number[]>, key: string, now: number): void {
  log.set(key, [...(log.get(key) ?? []), now]);
}

/** Removes one event recorded at `at` (an attempt that turned out not to count). */
export function forgetEvent(log: Map<string, number[]>, key: string, at: number): void {
  const events = log.get(key) ?? [];
  const index = events.lastIndexOf(at);
  if (index === -1) return;
  const rest = events.toSpliced(index, 1);
  if (rest.length) log.set(key, rest);
  else log.delete(key);
}
