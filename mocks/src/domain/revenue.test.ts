import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '@panel/api/contract';
import { isRevenue, revenueOf } from './revenue';

describe('what revenue is', () => {
  it.each<[PaymentTransaction['method'], number, boolean, number]>([
    ['stripe', 9.99, true, 9.99],
    ['paypal', 20, true, 20],
    ['coingate', 4.99, true, 4.99],
    ['cashfree', 1.99, true, 1.99],
    ['litepay', 18.5, true, 18.5],
    // Staff completed it by hand and recorded the payment: money came in outside the panel.
    ['staff-force-pay', 9.99, true, 9.99],
    // Spends a top-up already counted when it was paid.
    ['balance', 4.99, false, 0],
    // A staff change of a balance brought nothing in, either way.
    ['staff-adjustment', 5, false, 0],
    ['staff-adjustment', -5, false, 0],
    // A switch of the instance mode converts what accounts held.
    ['mode-switch', 35.88, false, 0],
  ])('%s of %d: revenue %s, counting %d', (method, amount, revenue, counted) => {
    expect(isRevenue({ method })).toBe(revenue);
    expect(revenueOf({ method, amount })).toBe(counted);
  });
});
