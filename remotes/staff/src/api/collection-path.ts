// Plain module, no client: a server-included fragment compiles it into its inline script.
import type { CollectionQuery } from './collection';

/** A page's query as the list call takes it: empty search, filters, order and sums left out. */
export const listQuery = (query: CollectionQuery, sum: string[] = []) => ({
  page: query.page,
  pageSize: query.pageSize,
  ...(query.search.trim() && { q: query.search.trim() }),
  ...(query.where.length > 0 && { where: query.where }),
  ...(query.order && { sort: query.order.id, order: query.order.desc ? ('desc' as const) : ('asc' as const) }),
  ...(sum.length > 0 && { sum }),
});

/**
 * The request path of a page of `name`, written as the API client writes it (each value
 * URI-encoded, `where` and `sum` repeated): the key under which a server-included fragment's
 * early call of the page is taken by the client (collection.test.ts holds the two together).
 */
export function collectionListPath(name: string, query: CollectionQuery, sum: string[] = []): string {
  const pairs = Object.entries(listQuery(query, sum)).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${key}=${encodeURIComponent(String(item))}`),
  );
  return `/api/staff/${encodeURIComponent(name)}/list?${pairs.join('&')}`;
}
