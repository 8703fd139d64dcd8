import { sendTestMail } from '../auth/mails';
import { db } from '../db';
import { adventCalendarStats } from '../domain/advent-stats';
import { moveCoins } from '../domain/coin-ledger';
import { audit } from '../domain/collections';
import { integrationProblem, type Integration } from '../domain/integrations';
import { deleteInactiveUsers, forceDeleteLocation, resetInstance } from '../domain/instance-maintenance';
import { defineHandler, fail } from '../http/define-handler';

/**
 * The admin's maintenance calls: a direct coin credit, a test mail, integration checks, advent
 * insights, and the destructive ones (inactive accounts, a location with its servers, the whole
 * instance). Each write is audited.
 */
export const staffMaintenanceHandlers = [
  defineHandler({
    operation: 'addCoins',
    auth: 'admin',
    handle: ({ body, session }) => {
      const user = db.users.get(String(body.user)) ?? fail(404, `User ${String(body.user)} not found`);
      const amount = Number(body.coins);
      const before = user.coins;
      if (before + amount < 0) fail(400, `${user.username} has ${before} coins; cannot take ${-amount}`);
      const coins = moveCoins(user, amount, 'staff', 'Credited by staff');
      audit(session.user._id, 'add-coins', 'users', user._id, { coins: { before, after: coins } });
      return { coins };
    },
  }),

  defineHandler({
    operation: 'sendTestEmail',
    auth: 'admin',
    handle: ({ body, session }) => {
      const email = String(body.email);
      sendTestMail(email);
      audit(session.user._id, 'test-email', 'instance', email, {});
      return null;
    },
  }),

  defineHandler({
    operation: 'checkConnection',
    auth: 'admin',
    handle: ({ params }) => {
      const service = params.service as Integration;
      const problem = integrationProblem(service);
      if (problem !== null) return { status: 500, body: { message: problem, error: 'Error' } };
      return { service, reachable: true };
    },
  }),

  defineHandler({
    operation: 'getAdventCalendarStats',
    auth: 'admin',
    handle: () => adventCalendarStats(),
  }),

  defineHandler({
    operation: 'deleteInactiveUsers',
    auth: 'admin',
    handle: ({ session }) => {
      const users = deleteInactiveUsers(session.user._id);
      return { deleted: users.length, users };
    },
  }),

  defineHandler({
    operation: 'forceDeleteLocation',
    auth: 'admin',
    handle: ({ body, session }) => forceDeleteLocation(String(body.location), session.user._id),
  }),

  defineHandler({
    operation: 'resetInstance',
    auth: 'admin',
    handle: ({ session }) => ({ configurationCode: resetInstance(session.user._id) }),
  }),
];
