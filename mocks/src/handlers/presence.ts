import { onlineUsers, recordPresence } from '../domain/presence';
import { isReadOnlyView } from '../domain/view-as';
import { defineHandler, fail } from '../http/define-handler';

/** Who is on the panel: each open page reports itself every minute; staff see who is online. */
export const presenceHandlers = [
  defineHandler({
    operation: 'reportPresence',
    auth: 'user',
    handle: ({ body, session: { token, user } }) => {
      if (body.uid !== user._id) fail(403, 'You can only report your own presence');
      // An admin looking at the account through a read-only view is not the customer on the panel:
      // the beat is answered (the page sends it as any page does) and leaves online and lastSeen alone.
      if (!isReadOnlyView(token)) recordPresence(user, String(body.path));
      return null;
    },
  }),

  defineHandler({
    operation: 'getOnlineUsers',
    auth: 'staff',
    handle: () => onlineUsers(),
  }),
];
