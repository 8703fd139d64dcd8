import { perServerPlansFor, type InstanceMode } from '@panel/rules';
import { badRequest } from '../contract/with-contract';
import { db } from '../db';
import { altsOf } from '../domain/accounts';
import { audit } from '../domain/collections';
import { editedConfig, instanceSettings, settingChanges, type SettingEdit } from '../domain/instance-settings';
import { transactionsShare } from '../domain/insights';
import { migrateToPerServerPlans, migrateToResourceSplit, type MigrationCount } from '../domain/instance-mode';
import { removeAllPasskeys } from '../domain/passkeys';
import { coinRenewalUnder, dropQueued, locationById } from '../domain/servers';
import { defineHandler, fail } from '../http/define-handler';

const userById = (id: string) => db.users.get(id) ?? fail(404, `User ${id} not found`);

/** A switch's audit entry: the mode before and after, and what moved in total (each account's movements are in its own histories). */
function migrationChanges(from: InstanceMode, to: InstanceMode, { users, servers, plans, balance, coins }: MigrationCount) {
  const moved = { accounts: users, servers, plans, balance, coins };
  return {
    'features.perServerPlans': { before: perServerPlansFor(from), after: perServerPlansFor(to) },
    ...Object.fromEntries(Object.entries(moved).map(([what, value]) => [`moved.${what}`, { before: null, after: value }])),
  };
}

/** The staff calls beyond the collections: alts, second factor, instance settings and mode, renewals, queues, insights. Each write is audited. */
export const staffInstanceHandlers = [
  defineHandler({
    operation: 'getUserAlts',
    auth: 'staff',
    handle: ({ params }) => {
      const user = userById(params.id ?? '');
      return { alts: altsOf(user._id).map(({ _id, username, email }) => ({ _id, username, email })) };
    },
  }),

  defineHandler({
    operation: 'disableUser2FA',
    auth: 'staff',
    handle: ({ body, session }) => {
      const user = userById(String(body.user));
      if (user.rank === 'ADMIN' && session.user.rank !== 'ADMIN') fail(403, 'Only an admin may do this to an admin');
      const removed = removeAllPasskeys(user._id);
      audit(session.user._id, 'disable-2fa', 'users', user._id, { passkeys: { before: removed, after: 0 } });
      return null;
    },
  }),

  defineHandler({
    operation: 'getInstanceSettings',
    auth: 'admin',
    handle: () => ({ settings: instanceSettings() }),
  }),

  defineHandler({
    operation: 'editInstanceSettings',
    auth: 'admin',
    handle: ({ json, session }) => {
      const edits = json as SettingEdit[];
      const before = db.config;
      const outcome = editedConfig(before, edits);
      if ('errors' in outcome) return badRequest(outcome.errors);
      db.config = outcome.config;
      audit(session.user._id, 'settings', 'instance', 'config', settingChanges(before, outcome.config, edits));
      return null;
    },
  }),

  defineHandler({
    operation: 'migrateToPerServerPlans',
    auth: 'admin',
    handle: ({ body, query, session }) => {
      const dryRun = query.get('dryRun') === 'true';
      const counts = migrateToPerServerPlans({
        planPriceToBalanceRatio: Number(body.planPriceToBalanceRatio),
        coinsToBalanceRate: Number(body.coinsToBalanceRate),
        expirationDelay: Number(body.expirationDelay),
        deletePlans: body.deletePlans === true,
      }, dryRun);
      if (!dryRun) audit(session.user._id, 'migration', 'instance', 'psp', migrationChanges('resources', 'plans', counts));
      return counts;
    },
  }),

  defineHandler({
    operation: 'migrateToResourceSplit',
    auth: 'admin',
    handle: ({ body, query, session }) => {
      const dryRun = query.get('dryRun') === 'true';
      const counts = migrateToResourceSplit({ balanceToCoinsRatio: Number(body.balanceToCoinsRatio), expirationDelay: Number(body.expirationDelay) }, dryRun);
      if (!dryRun) audit(session.user._id, 'migration', 'instance', 'rs', migrationChanges('plans', 'resources', counts));
      return counts;
    },
  }),

  defineHandler({
    operation: 'updateLocationCoinRenewalRules',
    // Locations are the admins' (the reference lets STAFF apply their renewal rules; ours does not).
    auth: 'admin',
    handle: ({ body, session }) => {
      const location = locationById(String(body.location));
      const changes: Record<string, { before: unknown; after: unknown }> = {};
      for (const server of db.domain.servers.filter((candidate) => candidate.location === location._id)) {
        const next = coinRenewalUnder(location, server);
        if (next !== server.nextCoinsRenewal) changes[`${server._id}.nextCoinsRenewal`] = { before: server.nextCoinsRenewal, after: next };
        server.nextCoinsRenewal = next;
      }
      audit(session.user._id, 'renewal-rules', 'locations', location._id, changes);
      return { updated: Object.keys(changes).length };
    },
  }),

  defineHandler({
    operation: 'clearLocationQueue',
    auth: 'admin',
    handle: ({ params, session }) => {
      const location = locationById(params.id ?? '');
      const waiting = db.domain.queue.filter((entry) => entry.location === location._id);
      dropQueued(waiting);
      audit(session.user._id, 'queue-clear', 'queue', location._id, { orders: { before: waiting.map((entry) => entry._id), after: [] } });
      return { removed: waiting.length };
    },
  }),

  defineHandler({
    operation: 'getTransactionsShare',
    auth: 'admin',
    handle: () => transactionsShare(),
  }),
];
