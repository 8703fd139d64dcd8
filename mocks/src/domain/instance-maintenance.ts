import { createHash, timingSafeEqual } from 'node:crypto';
import { now } from '../clock';
import { db, resetDb, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { randomToken } from '../http/session';
import { deleteAccount } from './account-settings';
import { accountOf } from './accounts';
import { activeBan } from './bans';
import { audit } from './collections';
import { dropQueued, refundUnusedCoinRenewal } from './servers';

/** An account unused for this long may be deleted by the inactive-users cleanup. */
export const INACTIVE_AFTER_MS = 365 * 86_400_000;

/**
 * Accounts the cleanup may delete: customers not seen for a year who leave nothing behind that
 * matters (a server, an order, an unpaid invoice, money on the balance), and are not banned,
 * since a banned account is the record of its ban.
 */
export function inactiveUsers(time: number): DbUser[] {
  const invoices = [...db.invoices.values()];
  return [...db.users.values()].filter(
    (user) =>
      user.rank === 'USER' &&
      accountOf(user._id).lastSeen <= time - INACTIVE_AFTER_MS &&
      user.balance === 0 &&
      activeBan(user) === null &&
      !db.domain.servers.some((server) => server.uid === user._id) &&
      !db.domain.queue.some((entry) => entry.uid === user._id) &&
      !invoices.some((invoice) => invoice.user === user._id && !invoice.paid),
  );
}

/** Deletes the inactive accounts, as each account's own deletion would, and audits the list. */
export function deleteInactiveUsers(actorId: string): string[] {
  const deleted = inactiveUsers(now()).map((user) => {
    deleteAccount(user);
    return user._id;
  });
  audit(actorId, 'delete-inactive-users', 'users', 'inactive', { users: { before: deleted, after: [] } });
  return deleted;
}

/** Deletes a location with its servers and waiting orders (their plan stock given back). */
export function forceDeleteLocation(locationId: string, actorId: string): { servers: number; orders: number } {
  const location = db.domain.locations.find((candidate) => candidate._id === locationId) ?? fail(404, `Location ${locationId} not found`);
  const orders = db.domain.queue.filter((entry) => entry.location === location._id);
  dropQueued(orders);
  const servers = db.domain.servers.filter((server) => server.location === location._id);
  for (const server of servers) refundUnusedCoinRenewal(server);
  db.domain.servers = db.domain.servers.filter((server) => server.location !== location._id);
  db.domain.locations = db.domain.locations.filter((candidate) => candidate !== location);
  audit(actorId, 'force-location-delete', 'locations', location._id, {
    servers: { before: servers.map((server) => server._id), after: [] },
    orders: { before: orders.map((entry) => entry._id), after: [] },
  });
  return { servers: servers.length, orders: orders.length };
}

const hashCode = (code: string): Buffer => createHash('sha256').update(code).digest();

/**
 * Wipes the caller's instance (the current mock scope) back to a fresh install awaiting its
 * configuration, whose setup then needs the code answered here: a reset instance would otherwise
 * go to whoever calls the public setup first. The mock's test controls (clock, failures) stay.
 */
export function resetInstance(actorId: string): string {
  const { clockOverride, failRules, lifecycleSince } = db;
  const code = randomToken();
  resetDb({ fresh: true });
  Object.assign(db, { clockOverride, failRules, lifecycleSince });
  db.auth.setupCodeHash = hashCode(code).toString('hex');
  audit(actorId, 'reset-instance', 'instance', 'config', { awaitingConfiguration: { before: false, after: true } });
  return code;
}

/** Whether a setup call may go ahead: always on a new install, with the reset's code after a reset. */
export function setupCodeAccepted(code: string | undefined): boolean {
  const expected = db.auth.setupCodeHash;
  if (expected === null) return true;
  return code !== undefined && timingSafeEqual(hashCode(code), Buffer.from(expected, 'hex'));
}
