import { createHash } from 'node:crypto';
import { now } from '../clock';
import { db } from '../db';
import { fail } from '../http/define-handler';
import { SEED_NOW } from '../seed/reference-time';

export interface SessionInfo {
  /** Names the session on the wire; never the token itself. */
  id: string;
  created: number;
  lastSeen: number;
  device: string;
}

const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex').slice(0, 16);

const BROWSERS: readonly [RegExp, string][] = [[/Edg\//, 'Edge'], [/Firefox\//, 'Firefox'], [/Chrome\//, 'Chrome'], [/Safari\//, 'Safari']];
const SYSTEMS: readonly [RegExp, string][] = [[/Android/, 'Android'], [/iPhone|iPad/, 'iOS'], [/Windows/, 'Windows'], [/Mac OS X/, 'macOS'], [/Linux/, 'Linux']];

/** A short device label from the User-Agent, as a person names it: "Firefox on Linux". */
export function deviceOf(userAgent: string | null): string {
  const named = (table: readonly [RegExp, string][]) => table.find(([pattern]) => userAgent !== null && pattern.test(userAgent))?.[1];
  return [named(BROWSERS), named(SYSTEMS)].filter(Boolean).join(' on ') || 'Unknown device';
}

/** Notes that the session was used now, from this device (what the sessions list shows). */
export function touchSession(token: string, userAgent: string | null): void {
  const time = now();
  const info = db.sessionInfo.get(token) ?? { id: sessionId(token), created: time, lastSeen: time, device: deviceOf(userAgent) };
  info.lastSeen = time;
  if (userAgent) info.device = deviceOf(userAgent);
  db.sessionInfo.set(token, info);
}

/** The user's live sessions, the most recently used first, marking the caller's. A session of the seed not used since dates from the seed, not from 1970. */
export function sessionsOf(userId: string, currentToken: string): (SessionInfo & { current: boolean })[] {
  return [...db.sessions]
    // An admin's read-only view of the account is staff's, not one of the customer's sign-ins.
    .filter(([token, owner]) => owner === userId && !db.viewSessions.has(token))
    .map(([token]) => ({ ...(db.sessionInfo.get(token) ?? { id: sessionId(token), created: SEED_NOW, lastSeen: SEED_NOW, device: 'Unknown device' }), current: token === currentToken }))
    .sort((a, b) => b.lastSeen - a.lastSeen);
}

/** Ends the user's sessions other than the caller's; answers how many ended. */
export function endOtherSessions(userId: string, currentToken: string): number {
  let ended = 0;
  for (const [token, owner] of db.sessions) {
    if (owner !== userId || token === currentToken) continue;
    db.sessions.delete(token);
    db.sessionInfo.delete(token);
    ended += 1;
  }
  return ended;
}

/** Ends one of the user's sessions by its id (404 when the user has none with it). */
export function endSession(userId: string, id: string): void {
  const token = [...db.sessions].find(([candidate, owner]) => owner === userId && sessionId(candidate) === id)?.[0] ?? fail(404, 'No such session');
  db.sessions.delete(token);
  db.sessionInfo.delete(token);
}
