import { db, isStaffRank } from '../db';
import { customLinkMinimum, editReferralCode, referralsOf, topReferrers } from '../domain/referrals';
import { defineHandler, fail } from '../http/define-handler';
import { assertOwnerOrStaff } from '../http/ownership';

const userById = (id: string) => db.users.get(id) ?? fail(404, `User ${id} not found`);

/** Who a user brought in, the custom link's rule and code, and the top referrers. */
export const referralHandlers = [
  defineHandler({
    operation: 'getTopReferrers',
    auth: 'public',
    handle: () => ({ users: topReferrers() }),
  }),

  defineHandler({
    operation: 'editReferralCode',
    auth: 'user',
    handle: ({ body, session: { user } }) => {
      editReferralCode(user, String(body.code));
      return null;
    },
  }),

  defineHandler({
    operation: 'getUserReferrals',
    auth: 'public',
    handle: ({ params, session }) => {
      const user = userById(params.id ?? '');
      const full = session !== null && (session.user._id === user._id || isStaffRank(session.user));
      return referralsOf(user._id, full);
    },
  }),

  defineHandler({
    operation: 'getReferralRules',
    auth: 'user',
    handle: ({ params, session }) => {
      const user = userById(params.id ?? '');
      assertOwnerOrStaff(session, user._id);
      return { rules: { minimumReferralsForCustomLink: customLinkMinimum(user) } };
    },
  }),
];
