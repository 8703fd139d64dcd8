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
