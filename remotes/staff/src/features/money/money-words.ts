import type { StaffMoneyMessage } from '../../messages/staff-money';

/** Payment methods of transactions and invoices (`transaction.method`), as the panel names them. */
export const METHODS: Record<string, StaffMoneyMessage> = {
  stripe: 'moneyMethodStripe',
  paypal: 'moneyMethodPaypal',
  coingate: 'moneyMethodCoingate',
  cashfree: 'moneyMethodCashfree',
  litepay: 'moneyMethodLitepay',
  balance: 'moneyMethodBalance',
  'staff-force-pay': 'moneyMethodStaffForcePay',
  'staff-adjustment': 'moneyMethodStaffAdjustment',
  'mode-switch': 'moneyMethodModeSwitch',
};

/** A method's name; one the panel does not know reads as sent. */
export const methodName = (t: (key: StaffMoneyMessage) => string, method: string | null | undefined): string =>
  method ? (METHODS[method] ? t(METHODS[method]) : method) : t('moneyMethodNone');

export type InvoiceStatus = 'paid' | 'partly-paid' | 'unpaid';

/** The invoice's payment state, as the list's `status` filter names it. */
export const invoiceStatus = (invoice: { paid: boolean; paidpartial: boolean }): InvoiceStatus =>
  invoice.paid ? 'paid' : invoice.paidpartial ? 'partly-paid' : 'unpaid';

export const STATUSES: Record<InvoiceStatus, StaffMoneyMessage> = {
  paid: 'moneyStatusPaid',
  'partly-paid': 'moneyStatusPartlyPaid',
  unpaid: 'moneyStatusUnpaid',
};

/** `YYYY-MM-DD` (a date input's value) for an epoch ms, in UTC. */
export const dayOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** The first (`start`) or last (`end`) millisecond of a `YYYY-MM-DD` day in UTC; null for anything else. */
export function dayBound(day: string, edge: 'start' | 'end'): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return edge === 'start' ? start : start + 86_400_000 - 1;
}
