import { describe, expect, it } from 'vitest';
import type { BillingCycle } from '@panel/api/contract';
import { balancePaymentPlan, type BalancePaymentPlan } from './balance-plan';

describe('balancePaymentPlan', () => {
  it.each<[string, { amount: number; received: number }, number, BillingCycle, BalancePaymentPlan]>([
    ['balance covers it', { amount: 4.99, received: 0 }, 25.5, 720, { due: 4.99, taken: 4.99, remaining: 0, partial: false, manualNextInvoice: false }],
    ['exactly covered', { amount: 10, received: 0 }, 10, 720, { due: 10, taken: 10, remaining: 0, partial: false, manualNextInvoice: false }],
    ['balance too small: partly paid, renewing', { amount: 9.99, received: 0 }, 3, 720, { due: 9.99, taken: 3, remaining: 6.99, partial: true, manualNextInvoice: true }],
    ['partly paid, annual', { amount: 9.99, received: 0 }, 3, 8760, { due: 9.99, taken: 3, remaining: 6.99, partial: true, manualNextInvoice: true }],
    ['partly paid, one-time (no cycle)', { amount: 9.99, received: 0 }, 3, -1, { due: 9.99, taken: 3, remaining: 6.99, partial: true, manualNextInvoice: false }],
    ['already partly paid: only the rest', { amount: 9.99, received: 4.5 }, 25.5, 720, { due: 5.49, taken: 5.49, remaining: 0, partial: false, manualNextInvoice: false }],
    ['empty balance', { amount: 5, received: 0 }, 0, 720, { due: 5, taken: 0, remaining: 5, partial: true, manualNextInvoice: true }],
    ['negative balance takes nothing', { amount: 5, received: 0 }, -2, -1, { due: 5, taken: 0, remaining: 5, partial: true, manualNextInvoice: false }],
  ])('%s', (_, invoice, balance, cycle, expected) => {
    expect(balancePaymentPlan(invoice, balance, cycle)).toEqual(expected);
  });
});
