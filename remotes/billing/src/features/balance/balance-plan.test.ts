import { describe, expect, it } from 'vitest';
import { balancePaymentPlan } from './balance-plan';

describe('balancePaymentPlan', () => {
  it.each([
    ['balance covers it', { amount: 4.99, received: 0 }, 25.5, { due: 4.99, taken: 4.99, remaining: 0, partial: false }],
    ['exactly covered', { amount: 10, received: 0 }, 10, { due: 10, taken: 10, remaining: 0, partial: false }],
    ['balance too small: partly paid', { amount: 9.99, received: 0 }, 3, { due: 9.99, taken: 3, remaining: 6.99, partial: true }],
    ['already partly paid: only the rest', { amount: 9.99, received: 4.5 }, 25.5, { due: 5.49, taken: 5.49, remaining: 0, partial: false }],
    ['empty balance', { amount: 5, received: 0 }, 0, { due: 5, taken: 0, remaining: 5, partial: true }],
    ['negative balance takes nothing', { amount: 5, received: 0 }, -2, { due: 5, taken: 0, remaining: 5, partial: true }],
  ])('%s', (_, invoice, balance, expected) => {
    expect(balancePaymentPlan(invoice, balance)).toEqual(expected);
  });
});
