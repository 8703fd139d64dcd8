import type { CollectionQuery } from '../api/collection';

/** A filter of a staff table: a field and the values it may be narrowed to (`field:value` on the server). */
export interface TableFilter {
  field: string;
  label: string;
  options: { value: string; label: string }[];
}

export const DEFAULT_PAGE_SIZE = 20;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 1;
};

/**
 * The table's query as the address holds it (`?page=2&q=ada&sort=balance&order=desc&rank=ADMIN`),
 * so a filtered page can be shared, reloaded and come back to with Back. Unknown filter values
 * are dropped, never sent.
 */
export function queryFromParams(params: URLSearchParams, filters: readonly TableFilter[], pageSize = DEFAULT_PAGE_SIZE, prefix = ''): CollectionQuery {
  const get = (key: string) => params.get(prefix + key);
  const sort = get('sort');
  const where = filters.flatMap(({ field, options }) => {
    const value = get(field);
    return value !== null && options.some((option) => option.value === value) ? [`${field}:${value}`] : [];
  });
  return {
    page: positive(get('page')),
    pageSize,
    search: get('q') ?? '',
    order: sort ? { id: sort, desc: get('order') === 'desc' } : undefined,
    where,
  };
}

/**
 * The address parameters for `query` (filters as `field=value`), leaving unrelated ones alone;
 * `prefix` keeps two tables of one page (a user's servers and invoices) apart.
 */
export function paramsFromQuery(current: URLSearchParams, query: CollectionQuery, filters: readonly TableFilter[], prefix = ''): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string) => next.set(prefix + key, value);
  for (const key of ['page', 'q', 'sort', 'order', ...filters.map((filter) => filter.field)]) next.delete(prefix + key);
  if (query.page > 1) set('page', String(query.page));
  if (query.search) set('q', query.search);
  if (query.order) {
    set('sort', query.order.id);
    set('order', query.order.desc ? 'desc' : 'asc');
  }
  for (const condition of query.where) {
    const [field, ...value] = condition.split(':');
    if (field && filters.some((filter) => filter.field === field)) set(field, value.join(':'));
  }
  return next;
}
