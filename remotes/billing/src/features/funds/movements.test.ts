import type { PaymentTransaction } from '@panel/api/contract';
import { describe, expect, it } from 'vitest';
import { movementsOf } from './movements';

const payment = (method: PaymentTransaction['method'], amount: number, item: string | null = null): PaymentTransaction => ({ _id: `${method}-${amount}`, user: 'u', method, amount, date: 0, invoice: null, item });

describe('the balance’s movements', () => {
  it('signs top-ups up, balance payments down, staff changes and mode switches by their own sign', () => {
    const movements = movementsOf(
      [payment('paypal', 10, 'topup'), payment('balance', 4), payment('staff-adjustment', -5), payment('staff-adjustment', 2.5), payment('stripe', 7, 'plan-x'), payment('mode-switch', 35.88), payment('mode-switch', -25.5)],
      [],
    );
    expect(movements.map(({ sign, amount }) => [sign, amount])).toEqual([[1, 10], [-1, 4], [-1, 5], [1, 2.5], [0, 7], [1, 35.88], [-1, 25.5]]);
  });
});
