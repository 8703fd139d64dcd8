/** Where a record of an audited collection is shown, when it has a page of its own. */
const RECORD_PATHS: Record<string, (id: string) => string> = {
  users: (id) => `/staff/users/${id}`,
  invoices: (id) => `/invoice/${id}`,
  servers: (id) => `/staff/servers/${id}`,
  locations: (id) => `/staff/locations/${id}`,
  eggs: (id) => `/staff/eggs/${id}`,
  coupons: (id) => `/staff/coupons/${id}`,
  discounts: (id) => `/staff/discounts/${id}`,
  plans: (id) => `/staff/plans/${id}`,
  articles: (id) => `/staff/articles/${id}`,
  transactions: (id) => `/staff/transactions/${id}`,
  instance: () => '/staff/instance/settings',
};

/** The record types an audit entry names, for the filter. */
export const AUDITED_COLLECTIONS = [
  'users', 'invoices', 'servers', 'locations', 'eggs', 'coupons', 'discounts', 'plans', 'coinItems', 'articles', 'itemNotes', 'apikeys', 'sidebarLinks', 'instance', 'queue',
] as const;

/** The page of the record an entry is about; null when it has none (a deleted record still links: its page says it is gone). */
export function recordPath(collection: string, id: string): string | null {
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
