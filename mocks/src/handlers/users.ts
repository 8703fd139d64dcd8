import { db, isStaffRank, publicUser } from '../db';
import { defineHandler, fail } from '../http/define-handler';

export const userHandlers = [
  defineHandler({
    operation: 'getUserInfo',
    auth: 'user',
    handle: ({ params, session }) => {
      if (session.user._id !== params.id && !isStaffRank(session.user)) fail(403, 'You can only read your own account');
      const user = db.users.get(params.id ?? '') ?? fail(404, `User ${params.id} not found`);
      return publicUser(user);
    },
  }),
];
