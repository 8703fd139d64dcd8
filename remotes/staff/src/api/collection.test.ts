import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCollectionPage, type CollectionQuery } from './collection';
import { collectionListPath } from './collection-path';

const PAGE = { result: [], metadata: { totalCount: 0, page: 1, pageSize: 20, pageCount: 0 } };

/** The path and query the API client requests for a page, as the network sees it. */
async function requestedPath(query: CollectionQuery, sum: string[] = []): Promise<string> {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(PAGE), { headers: { 'Content-Type': 'application/json' } }));
  await fetchCollectionPage('users', query, sum);
  const request = fetch.mock.calls[0]![0] as Request;
  const url = new URL(request.url);
  return url.pathname + url.search;
}

afterEach(() => vi.restoreAllMocks());

describe("a collection page's request path is the one the API client requests", () => {
  it.each<[string, CollectionQuery, string[]]>([
    ['the first page', { page: 1, pageSize: 20, search: '', where: [] }, []],
    ['a search with spaces and accents', { page: 3, pageSize: 20, search: ' Zoé Ada+1@x ', where: [] }, []],
    ['filters, a sort and sums', { page: 2, pageSize: 50, search: 'a/b', where: ['rank:ADMIN', 'banned:false'], order: { id: 'balance', desc: true } }, ['amount', 'paid']],
  ])('%s', async (_, query, sum) => {
    // The early call of a fragment is taken only under this exact key (shared/api/src/early-responses.ts).
    expect(collectionListPath('users', query, sum)).toBe(await requestedPath(query, sum));
  });
});
