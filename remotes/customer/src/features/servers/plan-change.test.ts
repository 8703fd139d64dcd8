import { describe, expect, it } from 'vitest';
import type { ListingItem, ResourceLimits } from '@panel/api/contract';
import { cyclePrice, planChange, switchablePlans, type ServerPlan } from './plan-change';

const content = (memory: number, cpu: number, disk: number): ResourceLimits => ({ cpu, memory, disk, databases: 1, allocations: 1, backups: 1, servers: 1 });
const plan = (id: string, price: number, productContent: ResourceLimits, extra: Partial<ListingItem> = {}): ServerPlan => ({
  _id: id,
  name: id,
  price,
  billingCycles: [720, 2160],
  renewable: true,
  productContent,
  ...extra,
});
const starter = plan('starter', 4.99, content(4096, 150, 20480));
const pro = plan('pro', 9.99, content(8192, 300, 40960));

describe('cyclePrice', () => {
  it.each([
    [4.99, 720, 4.99],
    [9.99, 2160, 29.97],
    [1.99, 8760, 24.21],
    [15, -1, 15],
  ])('%f a month over %i hours is %f', (price, cycle, expected) => {
    expect(cyclePrice({ price }, cycle)).toBe(expected);
  });
});

describe('switchablePlans', () => {
  const shopItem: ListingItem = { _id: 'shop-x', name: 'x', price: 1, billingCycles: [720], renewable: true };
  const once = plan('once', 15, content(1, 1, 1), { renewable: false, billingCycles: [-1] });
  const yearly = plan('yearly', 2, content(1, 1, 1), { billingCycles: [8760] });
  it.each([
    ['plans sold for the server’s cycle', 720, ['starter', 'pro']],
    ['only those sold for a longer cycle', 8760, ['yearly']],
    ['none for a server without a cycle', null, []],
  ])('%s', (_, cycle, ids) => {
    expect(switchablePlans([shopItem, starter, pro, once, yearly], cycle).map((item) => item._id)).toEqual(ids);
  });
});

describe('planChange', () => {
  it.each([
    ['an upgrade costs more each cycle', starter, pro, 720, { before: 4.99, after: 9.99, difference: 5 }],
    ['a downgrade costs less', pro, starter, 2160, { before: 29.97, after: 14.97, difference: -15 }],
    ['from a plan no longer listed, the price now is unknown', undefined, starter, 720, { before: null, after: 4.99, difference: null }],
  ])('%s', (_, current, next, cycle, prices) => {
    expect(planChange(current, (current ?? pro).productContent, next, cycle)).toMatchObject(prices);
  });

  it('names each resource that changes from what the server has now, and only those', () => {
    expect(planChange(starter, starter.productContent, pro, 720).resources).toEqual([
      { resource: 'memory', before: 4096, after: 8192 },
      { resource: 'cpu', before: 150, after: 300 },
      { resource: 'disk', before: 20480, after: 40960 },
    ]);
    // A server resized before it had this plan.
    expect(planChange(undefined, content(2048, 150, 20480), starter, 720).resources).toEqual([{ resource: 'memory', before: 2048, after: 4096 }]);
    expect(planChange(starter, starter.productContent, starter, 720)).toEqual({ before: 4.99, after: 4.99, difference: 0, resources: [] });
  });
});
