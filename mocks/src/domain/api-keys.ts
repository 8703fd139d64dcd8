import { now } from '../clock';
import { db, type DbUser } from '../db';
import { refused, type AuthRefusal, type Session } from '../http/auth-guard';
import { hashApiKey } from '../seed/content';
import type { StoredApiKey } from './state';

/** What a read-only key is told when it tries to change something. */
export const READ_ONLY_KEY = 'This API key is read-only: it may only read (GET)';

/** The only calls an API key may make: the staff API. */
const STAFF_API = /^\/api\/staff\//;

/** The stored key whose secret this is, whatever its state. */
export const apiKeyWithSecret = (secret: string): StoredApiKey | undefined => {
  const hash = hashApiKey(secret);
  return db.domain.apikeys.find((key) => key.secretHash === hash);
};

export const isExpired = (key: StoredApiKey, at = now()): boolean => key.expires != null && key.expires <= at;

/** The admin an API key acts as: ADMIN rank, named after the key, so the audit log says which key wrote. */
function keyActor(key: StoredApiKey): DbUser {
  return {
    _id: `apikey:${key._id}`,
    username: `API key ${key.name}`,
    email: '',
    avatarUrl: '',
    rank: 'ADMIN',
    balance: 0,
    coins: 0,
    verified: true,
    plans: [],
    passwordHash: '',
  } as DbUser;
}

/**
 * The session an API key opens for this request, a refusal, or null when the token is no key.
 * A key speaks for the staff API only (401 elsewhere), stops the moment it is revoked (deleted)
 * or expires (401), and a read-only key may only GET (403). Each accepted use is its `lastUsed`.
 */
export function apiKeySession(request: Request, token: string): Session | AuthRefusal | null {
  const key = apiKeyWithSecret(token);
  if (!key) return null;
  if (!STAFF_API.test(new URL(request.url).pathname) || isExpired(key)) return refused(401, 'Invalid or expired token');
  if ((key.scope ?? 'full') === 'read' && request.method !== 'GET' && request.method !== 'HEAD') return refused(403, READ_ONLY_KEY);
  key.lastUsed = now();
  return { token, user: keyActor(key) };
}
