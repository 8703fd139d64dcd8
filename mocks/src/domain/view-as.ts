import { randomBytes } from 'node:crypto';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { refused, type AuthRefusal } from '../http/auth-guard';

/** How long an admin may look at a customer's panel before signing in to it again. */
export const VIEW_AS_MS = 3_600_000;

export const READ_ONLY_VIEW = 'This is a read-only view of the account: nothing can be changed from it';

// What a read-only view may still send: the page's presence beat (answered, never recorded) and its own end.
const ALLOWED_WRITES = new Set(['/api/user/presence', '/api/auth/logout']);

/** A new read-only session on `customer` for `viewer` (never the customer's own credentials). */
export function openReadOnlyView(customer: DbUser, viewerId: string): { token: string; expires: number } {
  const token = `view_${randomBytes(24).toString('base64url')}`;
  const expires = now() + VIEW_AS_MS;
  db.sessions.set(token, customer._id);
  db.viewSessions.set(token, { viewer: viewerId, until: expires });
  return { token, expires };
}

/** Whether the token is an admin's read-only view of an account: its calls are the admin's, not the customer's activity. */
export const isReadOnlyView = (token: string): boolean => db.viewSessions.has(token);

/**
 * For a read-only view's token: 401 once it has ended (the session goes), 403 for a write; null
 * when the call may go on (any other token, or a read).
 */
export function readOnlyViewRefusal(request: Request, token: string): AuthRefusal | null {
  const view = db.viewSessions.get(token);
  if (!view) return null;
  if (view.until <= now()) {
    db.viewSessions.delete(token);
    db.sessions.delete(token);
    return refused(401, 'Invalid or expired token');
  }
  if (request.method === 'GET' || request.method === 'HEAD' || ALLOWED_WRITES.has(new URL(request.url).pathname)) return null;
  return refused(403, READ_ONLY_VIEW);
}
