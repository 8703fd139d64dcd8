import { describe, expect, it } from 'vitest';
import { matchPathIn, matchRoute, routeTable } from './route-matching';
import { SAMPLE_PATHS, TRICKY_PATHS } from './test-utils/route-paths';

describe('matchRoute', () => {
  it.each(SAMPLE_PATHS)('finds $id at $path', ({ id, path }) => {
    expect(matchRoute(path)?.route.id).toBe(id);
  });

  it.each(TRICKY_PATHS)('answers %j with %s', (path, id) => {
    expect(matchRoute(path)?.route.id ?? null).toBe(id);
  });

  it('gives the params, decoded', () => {
    expect(matchRoute('/order/plan%20pro/configure')?.params).toEqual({ plan: 'plan pro' });
    expect(matchRoute('/invoice/inv-9/pay/stripe/?x=1')?.params).toEqual({ id: 'inv-9' });
    expect(matchRoute('/settings')?.params).toEqual({});
  });

  it('prefers static segments to params, whatever the record’s order', () => {
    const table = [{ segments: ['shop', ':id'], id: 'item' }, { segments: ['shop', 'resources'], id: 'resources' }];
    expect(matchPathIn(table, '/shop/resources')?.route.id).toBe('item');
    expect(matchRoute('/staff/events/christmas')?.route.id).toBe('staffChristmas');
    const ordered = routeTable().map((entry) => entry.id);
    expect(ordered.indexOf('shopResources')).toBeLessThan(ordered.indexOf('orderConfigure'));
  });
});

describe('routeTable, the record as plain data', () => {
  it('holds what the inline scripts and the server need, and survives JSON', () => {
    const table = routeTable();
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
    expect(table.find((entry) => entry.id === 'invoice')).toEqual({
      id: 'invoice',
      owner: 'billing',
      public: false,
      segments: ['invoice', ':id'],
      firstCalls: ['/api/invoices/:id', '/api/shop/listing'],
      appOnInteraction: true,
    });
    expect(table.find((entry) => entry.id === 'login')).toMatchObject({ owner: 'auth', public: true });
  });

  it('matches like the record', () => {
    for (const { id, path } of SAMPLE_PATHS) expect(matchPathIn(routeTable(), path)?.route.id).toBe(id);
  });
});
