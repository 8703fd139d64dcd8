import type { AuditEntry, StaffChange, StaffDashboard } from '@panel/api/contract';
import { now } from '../clock';
import { db } from '../db';
import { cents } from './money';
import { revenueTransactions } from './revenue';
import { invoiceStatus } from './staff-money';

const MONTHS_SHOWN = 12;

/** The first instant (UTC) of the month `offset` months from the one holding `time`. */
export function monthStart(time: number, offset = 0): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}

/** The last `MONTHS_SHOWN` months (oldest first), each with the sum of `valueOf` over the items dated in it. */
function byMonth<T>(items: readonly T[], dateOf: (item: T) => number, valueOf: (item: T) => number, today: number) {
  const months = Array.from({ length: MONTHS_SHOWN }, (_, index) => ({ month: monthStart(today, index - MONTHS_SHOWN + 1), value: 0 }));
  const first = months[0]!.month;
  const end = monthStart(today, 1);
  for (const item of items) {
    const date = dateOf(item);
    if (date < first || date >= end) continue;
    const slot = months.findLast((month) => month.month <= date)!;
    slot.value = cents(slot.value + valueOf(item));
  }
  return months;
}

/** How many of `items` hold each id, named, most first (ids no longer known keep their id as name). */
function shareBy(ids: readonly string[], names: ReadonlyMap<string, string>) {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of names.keys()) if (!counts.has(id)) counts.set(id, 0);
  return [...counts].map(([_id, count]) => ({ _id, name: names.get(_id) ?? _id, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The staff dashboard's figures. Money is for admins only (STAFF may not read transactions),
 * so for them `revenue` and `revenueByMonth` are null.
 */
export function staffDashboard(withMoney: boolean): StaffDashboard {
  const today = now();
  const { servers, locations, eggs, accounts } = db.domain;
  const payments = withMoney ? revenueTransactions() : [];
  const sumBetween = (from: number, to: number) => cents(payments.filter(({ date }) => date >= from && date < to).reduce((sum, { amount }) => sum + amount, 0));
  return {
    counts: {
      users: db.users.size,
      servers: servers.length,
      unpaidInvoices: [...db.invoices.values()].filter((invoice) => invoiceStatus(invoice) === 'unpaid').length,
    },
    revenue: withMoney ? { thisMonth: sumBetween(monthStart(today), monthStart(today, 1)), lastMonth: sumBetween(monthStart(today, -1), monthStart(today)) } : null,
    serversByLocation: shareBy(servers.map((server) => server.location), new Map(locations.map((location) => [location._id, location.name]))),
    serversByEgg: shareBy(servers.map((server) => server.egg), new Map(eggs.map((egg) => [egg._id, egg.name]))),
    signupsByMonth: byMonth([...db.users.keys()], (id) => accounts.get(id)?.firstLogin ?? 0, () => 1, today),
    revenueByMonth: withMoney ? byMonth(payments, (payment) => payment.date, (payment) => payment.amount, today) : null,
  };
}

/** Audit actions about an account that its owner is told of (when and what, never who). */
const ACCOUNT_COLLECTION = 'users';

/** What staff changed on `userId`'s own account, newest first; notes and who did it stay private. */
export function staffChangesOf(userId: string): StaffChange[] {
  return db.domain.auditlogs
    .filter((entry: AuditEntry) => entry.collection === ACCOUNT_COLLECTION && entry.target === userId && Object.keys(entry.changes).length > 0)
    .sort((a, b) => b.date - a.date)
    .map(({ _id, date, action, changes }) => ({ _id, date, action, fields: changes }));
}
