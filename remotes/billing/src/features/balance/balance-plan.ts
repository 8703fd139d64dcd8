import type { Invoice } from '@panel/api/contract';

const cents = (amount: number) => Math.round(amount * 100) / 100;

export interface BalancePaymentPlan {
  /** What the invoice still asks for. */
  due: number;
  /** What the balance pays of it. */
  taken: number;
  /** What stays due afterwards. */
  remaining: number;
  /** The balance is smaller than what is due: the invoice will be partly paid. */
  partial: boolean;
}

/** What paying this invoice from this balance does (the mock API applies the same rule). */
export function balancePaymentPlan(invoice: Pick<Invoice, 'amount' | 'received'>, balance: number): BalancePaymentPlan {
  const due = cents(Math.max(0, invoice.amount - invoice.received));
  const taken = cents(Math.max(0, Math.min(balance, due)));
  const remaining = cents(due - taken);
  return { due, taken, remaining, partial: remaining > 0 };
}
