import { describe, expect, it } from 'vitest';
import { cyclePrice, discounted, priceBreakdown } from './pricing';
import { discountProblem, planRefusals, saleWindow, sellableCycles, type PlanOrderContext, type PlanRefusal } from './plan-availability';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 12);

describe('cyclePrice', () => {
  it.each([
    [9.99, 720, 9.99],
    [9.99, 2160, 29.97],
    [9.99, 4380, 60.77],
    [9.99, 8760, 121.55],
    [15, -1, 15],
    [1.99, 8760, 24.21],
  ])('%s per 720 h over %s h costs %s', (price, cycle, expected) => {
    expect(cyclePrice(price, cycle)).toBe(expected);
  });
});

describe('discounted', () => {
  it.each([
    [10, 20, 8],
    [9.99, 15, 8.49],
    [29.97, 100, 0],
    [4.99, 0, 4.99],
  ])('%s less %s %% is %s', (price, reduction, expected) => {
    expect(discounted(price, reduction)).toBe(expected);
  });
});

describe('priceBreakdown', () => {
  it.each([
    ['monthly, no discount', 9.99, 720, null, { cyclePrice: 9.99, discountAmount: 0, dueNow: 9.99, renewal: { at: NOW + 720 * HOUR, amount: 9.99 } }],
    ['quarterly, 20 % once', 10, 2160, { reduction: 20, recurrent: false }, { cyclePrice: 30, discountAmount: 6, dueNow: 24, renewal: { at: NOW + 2160 * HOUR, amount: 30 } }],
    ['annual, 25 % recurrent', 10, 8760, { reduction: 25, recurrent: true }, { cyclePrice: 121.67, discountAmount: 30.42, dueNow: 91.25, renewal: { at: NOW + 8760 * HOUR, amount: 91.25 } }],
    ['one-time, 50 % once', 15, -1, { reduction: 50, recurrent: false }, { cyclePrice: 15, discountAmount: 7.5, dueNow: 7.5, renewal: null }],
    ['one-time, recurrent discount: still no renewal', 15, -1, { reduction: 10, recurrent: true }, { cyclePrice: 15, discountAmount: 1.5, dueNow: 13.5, renewal: null }],
  ] as const)('%s', (_, price, cycle, discount, expected) => {
    expect(priceBreakdown({ price, cycle, discount, startsAt: NOW })).toEqual(expected);
  });

  it.each([
    ['queued, monthly: the renewal has an amount but no date yet', 10, 720, null, { cyclePrice: 10, discountAmount: 0, dueNow: 10, renewal: { at: null, amount: 10 } }],
    ['queued, 25 % recurrent', 10, 8760, { reduction: 25, recurrent: true }, { cyclePrice: 121.67, discountAmount: 30.42, dueNow: 91.25, renewal: { at: null, amount: 91.25 } }],
    ['queued, one-time: no renewal', 15, -1, null, { cyclePrice: 15, discountAmount: 0, dueNow: 15, renewal: null }],
  ] as const)('billing not started (%s)', (_, price, cycle, discount, expected) => {
    expect(priceBreakdown({ price, cycle, discount, startsAt: null })).toEqual(expected);
  });
});

describe('plan availability', () => {
  const plan: Parameters<typeof planRefusals>[0] = { renewable: true, billingCycles: [720, 2160], availableIn: 0, availableUntil: 0, stock: null, amountAllowedPerCustomer: null, conditions: null };
  const context: PlanOrderContext = { now: NOW, held: 0, referrals: 0, conditionsApply: false };

  it.each<[string, Partial<typeof plan>, number | null, Partial<PlanOrderContext>, PlanRefusal[]]>([
    ['on sale', {}, 720, {}, []],
    ['hidden from the catalogue: not on sale, even by its address', { invisible: true }, 720, {}, ['invisible']],
    ['shown in the catalogue', { invisible: false }, 720, {}, []],
    ['a cycle it does not sell', {}, 8760, {}, ['cycle']],
    ['one-time only when not renewable', { renewable: false }, 720, {}, ['cycle']],
    ['not renewable, ordered once', { renewable: false }, -1, {}, []],
    ['sold out', { stock: 0 }, 720, {}, ['soldOut']],
    ['one left', { stock: 1 }, 720, {}, []],
    ['not yet on sale', { availableIn: NOW + HOUR }, 720, {}, ['notYet']],
    ['on sale since an hour', { availableIn: NOW - HOUR }, 720, {}, []],
    ['sale ended', { availableUntil: NOW - 1 }, 720, {}, ['ended']],
    ['on sale until an hour from now', { availableUntil: NOW + HOUR }, 720, {}, []],
    ['the customer holds their allowance', { amountAllowedPerCustomer: 2 }, 720, { held: 2 }, ['limit']],
    ['one below the allowance', { amountAllowedPerCustomer: 2 }, 720, { held: 1 }, []],
    ['referrals short, conditions enforced', { conditions: { minimumReferrals: 50 } }, 720, { referrals: 40, conditionsApply: true }, ['referrals']],
    ['referrals short, conditions off', { conditions: { minimumReferrals: 50 } }, 720, { referrals: 40 }, []],
    ['referrals met', { conditions: { minimumReferrals: 50 } }, 720, { referrals: 50, conditionsApply: true }, []],
    ['referrals unknown: the API judges', { conditions: { minimumReferrals: 50 } }, 720, { referrals: null, conditionsApply: true }, []],
    ['no cycle chosen yet', { stock: 0 }, null, {}, ['soldOut']],
    ['a premium plan the customer already holds', {}, 720, { alreadyHeld: true }, ['held']],
    ['several reasons, in the order the API checks', { invisible: true, stock: 0, availableUntil: NOW - 1, amountAllowedPerCustomer: 1 }, 8760, { held: 1 }, ['invisible', 'cycle', 'ended', 'soldOut', 'limit']],
  ])('%s', (_, overrides, cycle, contextOverrides, expected) => {
    expect(planRefusals({ ...plan, ...overrides }, cycle, { ...context, ...contextOverrides })).toEqual(expected);
  });

  it('sells the listed cycles of a renewable plan, and once otherwise', () => {
    expect(sellableCycles({ renewable: true, billingCycles: [720, 8760] })).toEqual([720, 8760]);
    expect(sellableCycles({ renewable: false, billingCycles: [720] })).toEqual([-1]);
  });

  it.each([
    [{ availableIn: 0, availableUntil: 0 }, 'open'],
    [{ availableIn: NOW + 1, availableUntil: 0 }, 'notYet'],
    [{ availableIn: 0, availableUntil: NOW - 1 }, 'ended'],
    [{ availableIn: NOW, availableUntil: NOW }, 'open'],
  ] as const)('sale window %j is %s', (window, expected) => {
    expect(saleWindow(window, NOW)).toBe(expected);
  });
});

describe('discountProblem', () => {
  const discount: Parameters<typeof discountProblem>[0] = { expires: null, redeemed: [], maxClaims: 10, allowedPlans: [] };
  it.each<[string, Partial<typeof discount>, string | null]>([
    ['valid for every plan', {}, null],
    ['expired', { expires: NOW - 1 }, 'expired'],
    ['expires later', { expires: NOW + HOUR }, null],
    ['used up', { maxClaims: 2, redeemed: ['a', 'b'] }, 'usedUp'],
    ['one claim left', { maxClaims: 2, redeemed: ['a'] }, null],
    ['for other plans', { allowedPlans: ['plan-other'] }, 'notForPlan'],
    ['for this plan', { allowedPlans: ['plan-other', 'plan-this'] }, null],
  ])('%s', (_, overrides, expected) => {
    expect(discountProblem({ ...discount, ...overrides }, 'plan-this', NOW)).toBe(expected);
  });
});
