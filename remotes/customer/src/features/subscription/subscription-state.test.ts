import { describe, expect, it } from 'vitest';
import type { BillingCycle } from '@panel/api/contract';
import { canCancel, cycleKey, subscriptionState } from './subscription-state';

const NOW = Date.UTC(2026, 10, 25);
const DAY = 86_400_000;

describe('subscriptionState', () => {
  it.each([
    { cancelled: null, periodEnd: NOW + DAY, state: 'active' },
    { cancelled: null, periodEnd: NOW - DAY, state: 'active' },
    { cancelled: null, periodEnd: undefined, state: 'active' },
    { cancelled: NOW - DAY, periodEnd: NOW + DAY, state: 'ending' },
    { cancelled: NOW - DAY, periodEnd: NOW, state: 'ended' },
    { cancelled: NOW - 2 * DAY, periodEnd: NOW - DAY, state: 'ended' },
    { cancelled: NOW - DAY, periodEnd: undefined, state: 'ended' },
  ] as const)('cancelled $cancelled, period end $periodEnd → $state', ({ cancelled, periodEnd, state }) => {
    expect(subscriptionState({ cancelled, periodEnd }, NOW)).toBe(state);
  });
});

describe('canCancel', () => {
  it.each([
    [null, true],
    [NOW, false],
  ])('cancelled %s → %s', (cancelled, expected) => {
    expect(canCancel({ cancelled, periodEnd: NOW + DAY })).toBe(expected);
  });
});

describe('cycleKey', () => {
  it.each<[BillingCycle | undefined, string | null]>([
    [720, 'subscriptionEveryMonth'],
    [2160, 'subscriptionEveryQuarter'],
    [4380, 'subscriptionEveryHalfYear'],
    [8760, 'subscriptionEveryYear'],
    [-1, 'subscriptionOnce'],
    [undefined, null],
  ])('%s → %s', (cycle, key) => {
    expect(cycleKey(cycle)).toBe(key);
  });
});
