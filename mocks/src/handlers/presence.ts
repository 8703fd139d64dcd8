import { onlineUsers, recordPresence } from '../domain/presence';
import { defineHandler, fail } from '../http/define-handler';

/** Who is on the panel: each open page reports itself every minute; staff see who is online. */
export const presenceHandlers = [
  defineHandler({
    operation: 'reportPresence',
    auth: 'user',
    handle: ({ body, session: { user } }) => {
      if (body.uid !== user._id) fail(403, 'You can only report your own presence');
      recordPresence(user, String(body.path));
      return null;
    },
  }),

  defineHandler({
    operation: 'getOnlineUsers',
    auth: 'staff',
    handle: () => onlineUsers(),
  }),
];
