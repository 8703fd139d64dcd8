import { now } from '../clock';
import { db, isStaffRank } from '../db';
import { userInfoOf } from '../domain/accounts';
import { permissionsOf } from '../domain/permissions';
import { defineHandler, fail } from '../http/define-handler';

export const userHandlers = [
  defineHandler({
    operation: 'getCurrentUserInfo',
    auth: 'user',
    handle: ({ session: { user } }) => ({ data: { id: user._id, username: user.username, email: user.email } }),
  }),

  defineHandler({
    operation: 'getUserInfo',
    auth: 'user',
    handle: ({ params, session }) => {
      if (session.user._id !== params.id && !isStaffRank(session.user)) fail(403, 'You can only read your own account');
      const user = db.users.get(params.id ?? '') ?? fail(404, `User ${params.id} not found`);
      return userInfoOf(user);
    },
  }),

  defineHandler({
    operation: 'getUserPermissions',
    auth: 'user',
    handle: ({ params, session }) => {
      const user = db.users.get(params.id ?? '') ?? fail(404, `User ${params.id} not found`);
      // The owner, or an admin acting for them; staff rank alone does not reach another account's permissions.
      if (session.user._id !== user._id && session.user.rank !== 'ADMIN') fail(403, 'You can only read your own permissions');
      return { permissions: permissionsOf(user, now()) };
    },
  }),
];
