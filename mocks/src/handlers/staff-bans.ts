import { now } from '../clock';
import { db } from '../db';
import { audit, staffUserView } from '../domain/collections';
import { defineHandler, fail } from '../http/define-handler';

const HOUR = 3_600_000;

const userFor = (id: unknown) => db.users.get(String(id)) ?? fail(404, `User ${String(id)} not found`);

/** Bans end every session of the account at once; the ban notice then shows reason and date. */
export const staffBanHandlers = [
  defineHandler({
    operation: 'banUser',
    auth: 'staff',
    handle: ({ body, session }) => {
      const user = userFor(body.user);
      if (user.rank === 'ADMIN') fail(403, 'An admin cannot be banned');
      const before = staffUserView(user).ban;
      const duration = Number(body.duration);
      user.ban = { reason: String(body.reason), date: now() };
      const account = db.domain.accounts.get(user._id);
      if (account) account.banUntil = duration === 0 ? null : now() + duration * HOUR;
      for (const [token, userId] of db.sessions) if (userId === user._id) db.sessions.delete(token);
      audit(session.user._id, 'ban', 'users', user._id, { ban: { before, after: staffUserView(user).ban } });
      return null;
    },
  }),

  defineHandler({
    operation: 'unbanUser',
    auth: 'staff',
    handle: ({ body, session }) => {
      const user = userFor(body.user);
      const before = staffUserView(user).ban;
      delete user.ban;
      const account = db.domain.accounts.get(user._id);
      if (account) account.banUntil = null;
      audit(session.user._id, 'unban', 'users', user._id, { ban: { before, after: null } });
      return null;
    },
  }),
];
