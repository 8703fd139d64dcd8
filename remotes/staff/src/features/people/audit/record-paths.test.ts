import { describe, expect, it } from 'vitest';
import { AUDITED_COLLECTIONS, dateRangeWhere, recordPath, showValue } from './record-paths';

describe('audit log helpers', () => {
  it.each([
    ['users', 'u 1', undefined, '/staff/users/u%201'],
    ['users', 'inactive', undefined, '/staff/users'],
    ['invoices', 'inv-1', undefined, '/invoice/inv-1'],
    ['servers', 's1', undefined, '/staff/servers/s1'],
    ['locations', 'loc-1', undefined, '/staff/locations/loc-1'],
    ['queue', 'loc-1', undefined, '/staff/locations/loc-1'],
    ['eggs', 'egg-1', undefined, '/staff/eggs/egg-1'],
    ['coupons', 'c1', undefined, '/staff/coupons/c1'],
    ['discounts', 'd1', undefined, '/staff/discounts/d1'],
    ['plans', 'p1', undefined, '/staff/plans/p1'],
    ['coinItems', 'coin-memory', undefined, '/staff/plans/coin-memory?kind=pack'],
    ['articles', 'a1', undefined, '/staff/articles/a1'],
    ['transactions', 't1', undefined, '/staff/transactions/t1'],
    ['itemNotes', 'n1', { collection: 'users', id: 'u1' }, '/staff/users/u1'],
    ['itemNotes', 'n2', { collection: 'coupons', id: 'c1' }, '/staff/coupons/c1'],
    ['itemNotes', 'n3', { collection: 'discounts', id: 'd1' }, '/staff/discounts/d1'],
    ['itemNotes', 'n4', undefined, null],
    ['apikeys', 'k1', undefined, '/staff/apikeys'],
    ['sidebarLinks', 'l1', undefined, '/staff/sidebar'],
    ['earningmethods', 'earning', undefined, '/staff/earningmethods'],
    ['events', 'advent', undefined, '/staff/events/christmas'],
    ['instance', 'config', undefined, '/staff/instance/settings'],
    ['instance', 'psp', undefined, '/staff/instance/mode'],
    ['instance', 'rs', undefined, '/staff/instance/mode'],
    ['auditlogs', 'x', undefined, null],
  ] as const)('links a %s entry about %s (%j) to %s', (collection, target, about, path) => {
    expect(recordPath({ collection, target, about })).toBe(path);
  });

  it('offers every record type to the filter, earning methods and events too, and links each', () => {
    expect(AUDITED_COLLECTIONS).toEqual(expect.arrayContaining(['earningmethods', 'events']));
    const unlinked = AUDITED_COLLECTIONS.filter((collection) => recordPath({ collection, target: 'x', about: { collection: 'users', id: 'u1' } }) === null);
    expect(unlinked).toEqual([]);
  });

  it('turns typed days into an inclusive range of epoch ms', () => {
    expect(dateRangeWhere('', '')).toEqual([]);
    expect(dateRangeWhere('2026-11-01', '')).toEqual([`date>=${Date.UTC(2026, 10, 1)}`]);
    expect(dateRangeWhere('', '2026-11-01')).toEqual([`date<=${Date.UTC(2026, 10, 2) - 1}`]);
  });

  it('shows values on one line', () => {
    expect(showValue(null, '-')).toBe('-');
    expect(showValue(42, '-')).toBe('42');
    expect(showValue({ reason: 'x' }, '-')).toBe('{"reason":"x"}');
  });
});
