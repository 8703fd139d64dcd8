import type { BillingCycle, Invoice } from '@panel/api/contract';
import { renews } from '@panel/rules';

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
  /** Spec section 5: partly paid with balance, a renewing invoice is not billed automatically until the next one. */
  manualNextInvoice: boolean;
}

/**
 * What paying this invoice from this balance does (the mock API applies the same rule); `cycle`
 * is the cycle it is billed on (`effectiveBillingCycle`).
 */
export function balancePaymentPlan(invoice: Pick<Invoice, 'amount' | 'received'>, balance: number, cycle: BillingCycle): BalancePaymentPlan {
  const due = cents(Math.max(0, invoice.amount - invoice.received));
  const taken = cents(Math.max(0, Math.min(balance, due)));
  const remaining = cents(due - taken);
  const partial = remaining > 0;
  return { due, taken, remaining, partial, manualNextInvoice: partial && renews(cycle) };
}
