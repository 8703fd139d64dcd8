import { db, type DbUser } from '../db';
import { activeBan } from '../domain/bans';
import { apiKeySession } from '../domain/api-keys';
import { touchSession } from '../domain/sessions';
import { apiError } from './respond';

export interface Session {
  token: string;
  user: DbUser;
}

// Only the Authorization header carries the token: a token in a URL ends up in history and logs.
function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The caller's session, or the 401 response to return. */
export function authenticate(request: Request): Session | Response {
  const token = tokenOf(request);
  if (!token) return apiError(401, 'Missing bearer token');
  const userId = db.sessions.get(token);
  const user = userId === undefined ? undefined : db.users.get(userId);
  // Not a session: perhaps an admin's API key, which speaks for the staff API only.
  if (!user) return apiKeySession(request, token) ?? apiError(401, 'Invalid or expired token');
  // A ban ends the sessions the account already had, however it signed in: the next call
  // sends the client to sign in, which then shows the ban.
  if (activeBan(user)) {
    db.sessions.delete(token);
    return apiError(401, 'Invalid or expired token');
  }
  touchSession(token, request.headers.get('user-agent'));
  return { token, user };
}
