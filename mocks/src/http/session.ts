import { randomBytes, randomUUID } from 'node:crypto';
import type { LoginResponse } from '@panel/api/contract';
import { db, publicUser, type DbUser } from '../db';
import { touchSession } from '../domain/sessions';

/** A new bearer session for the user, answered as the login call answers it. */
export function createSession(user: DbUser): LoginResponse {
  const token = randomUUID();
  db.sessions.set(token, user._id);
  touchSession(token, null);
  return { token, userId: user._id, user: publicUser(user) };
}

/** An unguessable one-time value (codes, states, ceremony ids). */
export const randomToken = (): string => randomBytes(24).toString('base64url');

/** Removes and returns the entry when it exists and has not expired: single use either way. */
export function takeUnexpired<T extends { expiresAt: number }>(store: Map<string, T>, key: string): T | null {
  const entry = store.get(key);
  store.delete(key);
  return entry && entry.expiresAt > Date.now() ? entry : null;
}
