import type { ListMetadata } from '@panel/api/contract';

/** The reference backend's page of a list: `?page` (from 1), `?pageSize`, `?order` (asc/desc). */
export interface ListPage<T> {
  result: T[];
  metadata: ListMetadata;
}

const DEFAULT_PAGE_SIZE = 20;

const positiveInt = (value: string | null, fallback: number): number => {
  const parsed = value === null ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** Items in stored (creation) order, `desc` reversing it; the contract bounds the numbers. */
export function pageOf<T>(items: readonly T[], query: URLSearchParams): ListPage<T> {
  const page = positiveInt(query.get('page'), 1);
  const pageSize = positiveInt(query.get('pageSize'), DEFAULT_PAGE_SIZE);
  const ordered = query.get('order') === 'desc' ? [...items].reverse() : items;
  return {
    result: ordered.slice((page - 1) * pageSize, page * pageSize),
    metadata: { totalCount: items.length, page, pageSize, pageCount: Math.ceil(items.length / pageSize) },
  };
}

type Comparison = 'eq' | 'gt' | 'gte' | 'lt' | 'lte';

const COMPARE: Record<Exclude<Comparison, 'eq'>, (a: number, b: number) => boolean> = {
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
};

function matches(value: unknown, q: string, type: Comparison): boolean {
  if (type !== 'eq') return typeof value === 'number' && COMPARE[type](value, Number(q));
  if (typeof value === 'string') return value.toLowerCase().includes(q.toLowerCase());
  if (typeof value === 'number' || typeof value === 'boolean') return String(value) === q;
  return false;
}

/**
 * The reference's search: documents whose field `key` (top-level, or any field for `all`)
 * matches `q`; text by case-insensitive substring, numbers by `type` (equality by default).
 */
export function searchOf<T extends object>(items: readonly T[], query: URLSearchParams): T[] {
  const key = query.get('key') ?? 'all';
  const q = query.get('q') ?? '';
  const type = (query.get('type') ?? 'eq') as Comparison;
  const limit = positiveInt(query.get('limit'), DEFAULT_PAGE_SIZE);
  const found = items.filter((item) => {
    const record = item as Record<string, unknown>;
    const values = key === 'all' ? Object.values(record) : [record[key]];
    return values.some((value) => matches(value, q, type));
  });
  return (query.get('order') === 'desc' ? found.reverse() : found).slice(0, limit);
}

/** How many items hold each value of `key`: `{ <value>: count }`. */
export function shareOf<T extends object>(items: readonly T[], key: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const value = String((item as Record<string, unknown>)[key] ?? 'none');
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

const WHERE = /^([A-Za-z_][A-Za-z0-9_]*)(:|>=|<=)(.*)$/;

function whereHolds(record: Record<string, unknown>, condition: string): boolean {
  const [, field = '', operator, wanted = ''] = WHERE.exec(condition) ?? [];
  const value = record[field];
  if (operator === '>=') return typeof value === 'number' && value >= Number(wanted);
  if (operator === '<=') return typeof value === 'number' && value <= Number(wanted);
  if (typeof value === 'string') return value.toLowerCase() === wanted.toLowerCase();
  if (value === null || value === undefined) return wanted === 'null';
  return String(value) === wanted;
}

function hasText(record: Record<string, unknown>, q: string): boolean {
  const needle = q.toLowerCase();
  if (String(record._id).toLowerCase() === needle) return true;
  return Object.values(record).some((value) => typeof value === 'string' && value.toLowerCase().includes(needle));
}

function compareBy(field: string) {
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (x == null) return y == null ? 0 : -1;
    if (y == null) return 1;
    return String(x).localeCompare(String(y));
  };
}

/**
 * Ours, beyond the reference's page: `q` (text anywhere, or the id), `where` (field conditions),
 * `sort` (a field; `order` says which way) and `sum` (totals over every match), applied to the
 * documents as staff see them before the page is cut.
 */
export function queryPageOf<T extends object>(items: readonly T[], query: URLSearchParams): ListPage<T> & { sums?: Record<string, number> } {
  const q = query.get('q')?.trim() ?? '';
  const conditions = query.getAll('where');
  let found = items.filter((item) => {
    const record = item as Record<string, unknown>;
    return (q === '' || hasText(record, q)) && conditions.every((condition) => whereHolds(record, condition));
  });
  const sort = query.get('sort');
  if (sort) found = [...found].sort(compareBy(sort) as (a: T, b: T) => number);
  const page = pageOf(found, query);
  const sumFields = query.getAll('sum');
  if (sumFields.length === 0) return page;
  const sums: Record<string, number> = {};
  for (const field of sumFields) {
    const total = found.reduce((sum, item) => sum + (Number((item as Record<string, unknown>)[field]) || 0), 0);
    sums[field] = Math.round(total * 100) / 100;
  }
  return { ...page, sums };
}
