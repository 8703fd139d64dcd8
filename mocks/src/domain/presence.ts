import { now } from '../clock';
import { db, type DbUser } from '../db';
import { accountOf } from './accounts';

/** A user counts as online while a presence report (sent every 60 s) is at most this old. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** Notes that the user is on the panel at `path`, which also makes them seen now. */
export function recordPresence(user: DbUser, path: string): void {
  const time = now();
  db.domain.presence.set(user._id, { path, at: time });
  accountOf(user._id).lastSeen = time;
}

/** The users whose presence arrived within the window, most recent first, and how many are on each page. */
export function onlineUsers() {
  const since = now() - ONLINE_WINDOW_MS;
  const online = [...db.domain.presence]
    .filter(([userId, report]) => report.at >= since && db.users.has(userId))
    .sort(([, a], [, b]) => b.at - a.at);
  const users = online.flatMap(([userId, report]) => {
    const user = db.users.get(userId);
    return user ? [{ id: user._id, username: user.username, avatarUrl: user.avatarUrl, lastSeen: report.at }] : [];
  });
  const perPath = new Map<string, number>();
  for (const [, report] of online) perPath.set(report.path, (perPath.get(report.path) ?? 0) + 1);
  const perpath = [...perPath].map(([path, count]) => ({ _id: path, count })).sort((a, b) => b.count - a.count || a._id.localeCompare(b._id));
  return { users, total: users.length, perpath };
}
