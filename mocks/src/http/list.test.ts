import { describe, expect, it } from 'vitest';
import { pageOf, queryPageOf, searchOf, shareOf } from './list';

const items = Array.from({ length: 45 }, (_, i) => ({ _id: `id-${i + 1}`, name: `Item ${i + 1}`, coins: i * 10, kind: i % 3 ? 'b' : 'a' }));
const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('pageOf', () => {
  it.each([
    [{}, ['id-1', 'id-20'], { totalCount: 45, page: 1, pageSize: 20, pageCount: 3 }],
    [{ page: '3' }, ['id-41', 'id-45'], { totalCount: 45, page: 3, pageSize: 20, pageCount: 3 }],
    [{ page: '2', pageSize: '10', order: 'desc' }, ['id-35', 'id-26'], { totalCount: 45, page: 2, pageSize: 10, pageCount: 5 }],
    [{ page: '9' }, [], { totalCount: 45, page: 9, pageSize: 20, pageCount: 3 }],
  ])('%j answers first and last %j with %j', (values, ends, metadata) => {
    const { result, metadata: actual } = pageOf(items, query(values));
    expect(result.length === 0 ? [] : [result[0]?._id, result.at(-1)?._id]).toEqual(ends);
    expect(actual).toEqual(metadata);
  });
});

describe('searchOf', () => {
  it.each([
    [{ key: 'name', q: 'item 4' }, ['id-4', 'id-40', 'id-41', 'id-42', 'id-43', 'id-44', 'id-45']],
    [{ key: 'coins', q: '430', type: 'gt' }, ['id-45']],
    [{ key: 'coins', q: '10', type: 'lte' }, ['id-1', 'id-2']],
    [{ key: 'all', q: 'id-12' }, ['id-12']],
    [{ key: 'name', q: 'item 1', limit: '2', order: 'desc' }, ['id-19', 'id-18']],
    [{ key: 'name', q: 'nothing' }, []],
  ])('%j finds %j', (values, ids) => {
    expect(searchOf(items, query(values)).map((item) => item._id)).toEqual(ids);
  });
});

describe('shareOf', () => {
  it('counts each value of the key', () => {
    expect(shareOf(items, 'kind')).toEqual({ a: 15, b: 30 });
  });
});

describe('queryPageOf', () => {
  const people = [
    { _id: 'a1', name: 'Ada', rank: 'ADMIN', balance: 10, verified: true, referrer: null },
    { _id: 'b2', name: 'Bob', rank: 'USER', balance: 2.5, verified: false, referrer: 'a1' },
    { _id: 'c3', name: 'Cleo', rank: 'USER', balance: 7, verified: true, referrer: null },
  ];
  const ask = (query: string) => queryPageOf(people, new URLSearchParams(query));

  it('finds text in any field, or the id exactly', () => {
    expect(ask('q=cle').result.map((p) => p._id)).toEqual(['c3']);
    expect(ask('q=B2').result.map((p) => p._id)).toEqual(['b2']);
  });

  it('narrows by every condition, counting all pages', () => {
    const page = ask('where=rank:user&where=verified:true');
    expect(page.result.map((p) => p._id)).toEqual(['c3']);
    expect(page.metadata.totalCount).toBe(1);
    expect(ask('where=balance>=7').result.map((p) => p._id)).toEqual(['a1', 'c3']);
    expect(ask('where=referrer:null').result.map((p) => p._id)).toEqual(['a1', 'c3']);
  });

  it('sorts by a field either way and totals every match', () => {
    expect(ask('sort=balance').result.map((p) => p._id)).toEqual(['b2', 'c3', 'a1']);
    expect(ask('sort=name&order=desc&pageSize=1').result.map((p) => p._id)).toEqual(['c3']);
    expect(ask('where=rank:USER&sum=balance&pageSize=1').sums).toEqual({ balance: 9.5 });
  });
});
