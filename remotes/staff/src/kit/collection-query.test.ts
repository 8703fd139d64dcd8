import { describe, expect, it } from 'vitest';
import { paramsFromQuery, queryFromParams, type TableFilter } from './collection-query';

const filters: TableFilter[] = [
  { field: 'rank', label: 'Rank', options: [{ value: 'ADMIN', label: 'Admin' }, { value: 'USER', label: 'User' }] },
  { field: 'verified', label: 'Verified', options: [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }] },
];

describe('a staff table query in the address', () => {
  it('reads page, search, sort and known filter values', () => {
    const query = queryFromParams(new URLSearchParams('page=3&q=ada&sort=balance&order=desc&rank=ADMIN&verified=maybe'), filters);
    expect(query).toEqual({ page: 3, pageSize: 20, search: 'ada', order: { id: 'balance', desc: true }, where: ['rank:ADMIN'] });
  });

  it('falls back to the first page for nonsense', () => {
    expect(queryFromParams(new URLSearchParams('page=-2'), filters).page).toBe(1);
  });

  it('writes a query back, keeping unrelated parameters', () => {
    const params = paramsFromQuery(new URLSearchParams('tab=notes&rank=USER'), { page: 1, pageSize: 20, search: 'x', where: ['verified:true'] }, filters);
    expect(params.toString()).toBe('tab=notes&q=x&verified=true');
  });

  it('keeps two tables of one page apart by prefix', () => {
    const params = paramsFromQuery(new URLSearchParams('page=2'), { page: 3, pageSize: 20, search: '', where: [] }, [], 'servers.');
    expect(params.toString()).toBe('page=2&servers.page=3');
    expect(queryFromParams(params, [], 20, 'servers.').page).toBe(3);
  });
});
