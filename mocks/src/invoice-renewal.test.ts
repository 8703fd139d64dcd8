import { describe, expect, it } from 'vitest';
import type { BillingCycle, ListingItem } from '@panel/api/contract';
import { billedCycle, invoiceRenews } from './invoice-renewal';

const listing: ListingItem[] = [
  { _id: 'renews', name: 'A', price: 5, billingCycles: [720, 8760], renewable: true },
  { _id: 'once', name: 'B', price: 5, billingCycles: [720], renewable: false },
];

describe('billedCycle and invoiceRenews (the listing decides, then the cycle)', () => {
  it.each<[string, string, BillingCycle, BillingCycle, boolean]>([
    ['a renewable item on a monthly cycle', 'renews', 720, 720, true],
    ['a renewable item on an annual cycle', 'renews', 8760, 8760, true],
    ['a renewable item billed once', 'renews', -1, -1, false],
    ['a non-renewable item on a real cycle', 'once', 720, -1, false],
    ['a non-renewable item billed once', 'once', -1, -1, false],
    ['a top-up (outside the listing) billed once', 'topup', -1, -1, false],
    ['an item outside the listing on a real cycle', 'gone', 2160, 2160, true],
  ])('%s', (_, item, cycle, expectedCycle, expectedRenews) => {
    expect(billedCycle({ item, billingCycle: cycle }, listing)).toBe(expectedCycle);
    expect(invoiceRenews({ item, billingCycle: cycle }, listing)).toBe(expectedRenews);
  });
});
