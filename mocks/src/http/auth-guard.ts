import { db, type DbUser } from '../db';
import { activeBan } from '../domain/bans';
import { apiKeySession } from '../domain/api-keys';
import { touchSession } from '../domain/sessions';
import { readOnlyViewRefusal } from '../domain/view-as';
import { apiError } from './respond';

export interface Session {
  token: string;
  user: DbUser;
}

/** Why a call's credentials do not let it through: 401 (no valid session) or 403 (a read-only one writing). */
export interface AuthRefusal {
  status: 401 | 403;
  message: string;
}

export const refused = (status: AuthRefusal['status'], message: string): AuthRefusal => ({ status, message });
const isRefusal = (value: Session | AuthRefusal): value is AuthRefusal => 'status' in value;

// Only the Authorization header carries the token: a token in a URL ends up in history and logs.
function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The caller's session, or the 401 (or 403) response to return. */
export function authenticate(request: Request): Session | Response {
  const result = sessionOrRefusal(request);
  return isRefusal(result) ? apiError(result.status, result.message) : result;
}

/** The caller's session, or why it has none (what `authenticate` answers, before it is a response). */
export function sessionOrRefusal(request: Request): Session | AuthRefusal {
  const token = tokenOf(request);
  if (!token) return refused(401, 'Missing bearer token');
  const userId = db.sessions.get(token);
  const user = userId === undefined ? undefined : db.users.get(userId);
  // Not a session: perhaps an admin's API key, which speaks for the staff API only.
  if (!user) return apiKeySession(request, token) ?? refused(401, 'Invalid or expired token');
  // A ban ends the sessions the account already had, however it signed in: the next call
  // sends the client to sign in, which then shows the ban.
  if (activeBan(user)) {
    db.sessions.delete(token);
    return refused(401, 'Invalid or expired token');
  }
  // An admin's read-only view of a customer's account reads, and changes nothing.
  const refusal = readOnlyViewRefusal(request, token);
  if (refusal) return refusal;
  touchSession(token, request.headers.get('user-agent'));
  return { token, user };
}
