import { sendVerificationMail } from '../auth/mails';
import { rateLimited } from '../auth/checks';
import { VERIFICATION_RESEND_COOLDOWN_MS } from '../auth/rate-limit';
import { now } from '../clock';
import { db, isStaffRank } from '../db';
import { audit } from '../domain/collections';
import { staffChangesOf, staffDashboard } from '../domain/staff-dashboard';
import { openReadOnlyView } from '../domain/view-as';
import { defineHandler, fail } from '../http/define-handler';
import { pageOf } from '../http/list';

const userById = (id: string) => db.users.get(id) ?? fail(404, `User ${id} not found`);

/** Staff calls behind the dashboard, users, user detail and the audit log (issue 15) that the generic collection calls do not cover. */
export const staffPeopleHandlers = [
  defineHandler({
    operation: 'viewAsCustomer',
    auth: 'staff',
    handle: ({ params, session }) => {
      if (session.user.rank !== 'ADMIN') fail(403, 'Only an admin may view a customer’s panel');
      const customer = userById(params.id ?? '');
      if (isStaffRank(customer)) fail(403, 'Only a customer’s panel can be viewed, not a staff member’s');
      const { token, expires } = openReadOnlyView(customer, session.user._id);
      audit(session.user._id, 'view-as', 'users', customer._id, {});
      return { token, id: customer._id, username: customer.username, expires };
    },
  }),

  defineHandler({
    operation: 'getStaffDashboard',
    auth: 'staff',
    handle: ({ session }) => staffDashboard(session.user.rank === 'ADMIN'),
  }),

  defineHandler({
    operation: 'staffResendVerification',
    auth: 'staff',
    handle: ({ body, session }) => {
      const user = userById(String(body.user));
      if (user.verified) fail(409, 'This email address is already verified');
      const last = db.auth.lastVerificationMail.get(user._id);
      const waitMs = last === undefined ? 0 : last + VERIFICATION_RESEND_COOLDOWN_MS - now();
      if (waitMs > 0) return rateLimited(Math.ceil(waitMs / 1000), 'A verification mail was sent a moment ago');
      sendVerificationMail(user);
      audit(session.user._id, 'resend-verification', 'users', user._id, {});
      return null;
    },
  }),

  defineHandler({
    operation: 'getUserStaffChanges',
    auth: 'user',
    handle: ({ params, session }) => {
      const user = userById(params.id ?? '');
      if (session.user._id !== user._id && !isStaffRank(session.user)) fail(403, 'You can only read your own account');
      return { changes: staffChangesOf(user._id) };
    },
  }),

  defineHandler({
    operation: 'getUserCoinHistory',
    auth: 'staff',
    handle: ({ params, query }) => {
      const user = userById(params.id ?? '');
      // Newest first; of movements at one time, the later written first (the ledger is in writing order).
      return pageOf(db.domain.coinLedger.filter((movement) => movement.user === user._id).reverse().sort((a, b) => b.date - a.date), query);
    },
  }),
];
