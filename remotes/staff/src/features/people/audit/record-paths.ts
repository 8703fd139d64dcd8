import type { AuditEntry } from '@panel/api/contract';

/** Where a record of an audited collection is shown: its own page, or the page that edits it. */
const RECORD_PATHS: Record<string, (id: string) => string> = {
  // `inactive` names the accounts deleted together for inactivity, which have no page of their own.
  users: (id) => (id === 'inactive' ? '/staff/users' : `/staff/users/${id}`),
  invoices: (id) => `/invoice/${id}`,
  servers: (id) => `/staff/servers/${id}`,
  locations: (id) => `/staff/locations/${id}`,
  // A location's queue is cleared from the location's page.
  queue: (id) => `/staff/locations/${id}`,
  eggs: (id) => `/staff/eggs/${id}`,
  coupons: (id) => `/staff/coupons/${id}`,
  discounts: (id) => `/staff/discounts/${id}`,
  plans: (id) => `/staff/plans/${id}`,
  // A coin pack is a plan of the other kind, edited on the same page.
  coinItems: (id) => `/staff/plans/${id}?kind=pack`,
  articles: (id) => `/staff/articles/${id}`,
  transactions: (id) => `/staff/transactions/${id}`,
  apikeys: () => '/staff/apikeys',
  sidebarLinks: () => '/staff/sidebar',
  earningmethods: () => '/staff/earningmethods',
  // The advent calendar is set on the Christmas event's page.
  events: (id) => (id === 'advent' ? '/staff/events/christmas' : '/staff/events'),
  // A migration (`psp`, `rs`) changed the instance mode; everything else is a setting.
  instance: (id) => (id === 'psp' || id === 'rs' ? '/staff/instance/mode' : '/staff/instance/settings'),
};

/** The record types an audit entry names, for the filter. */
export const AUDITED_COLLECTIONS = [
  'users', 'invoices', 'servers', 'locations', 'eggs', 'coupons', 'discounts', 'plans', 'coinItems', 'articles', 'itemNotes', 'apikeys', 'sidebarLinks',
  'earningmethods', 'events', 'instance', 'queue',
] as const;

/**
 * The page of the record an entry is about; null when it has none (a deleted record still links: its page says it is gone).
 * A note is read on the page of what it is about, so its entries lead there.
 */
export function recordPath(entry: Pick<AuditEntry, 'collection' | 'target' | 'about'>): string | null {
  const { collection, id } = entry.collection === 'itemNotes' ? (entry.about ?? { collection: '', id: '' }) : { collection: entry.collection, id: entry.target };
  const path = RECORD_PATHS[collection];
  return path ? path(encodeURIComponent(id)) : null;
}

/** A logged value as one short line. */
export function showValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const DAY = 86_400_000;

/** `where` conditions for a date range typed as `YYYY-MM-DD` (UTC days, both ends included); blanks are open ends. */
export function dateRangeWhere(from: string, to: string): string[] {
  const where: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (from && Number.isFinite(start)) where.push(`date>=${start}`);
  if (to && Number.isFinite(end)) where.push(`date<=${end + DAY - 1}`);
  return where;
}
