import type { BillingCycle, Invoice } from '@panel/api/contract';
import { ONE_TIME } from './billing-cycles';

export type SubscriptionManager = 'paypal' | 'stripe';

/** Spec section 3: a PayPal order id starting with 'I_' is a subscription; a truthy stripeSubscription too. */
export function subscriptionManager(invoice: Pick<Invoice, 'paypalOrder' | 'stripeSubscription'>): SubscriptionManager | null {
  if (invoice.paypalOrder?.startsWith('I_')) return 'paypal';
  if (invoice.stripeSubscription) return 'stripe';
  return null;
}

export type InvoiceNotice =
  | { kind: 'paid'; paiddate: number }
  | { kind: 'managed'; by: SubscriptionManager }
  | { kind: 'pay-soon' }
  | { kind: 'partly-paid'; remainder: number }
  | { kind: 'manual-next-invoice' };

/** The status notices of spec sections 4 and 5, in the order the screen shows them. */
export function invoiceNotices(
  invoice: Pick<Invoice, 'paid' | 'paidpartial' | 'paiddate' | 'amount' | 'received' | 'paypalOrder' | 'stripeSubscription'>,
  cycle: BillingCycle,
): InvoiceNotice[] {
  if (invoice.paid) return [{ kind: 'paid', paiddate: invoice.paiddate }];
  const notices: InvoiceNotice[] = [];
  const manager = subscriptionManager(invoice);
  notices.push(manager ? { kind: 'managed', by: manager } : { kind: 'pay-soon' });
  if (invoice.paidpartial) {
    notices.push({ kind: 'partly-paid', remainder: Math.max(0, invoice.amount - invoice.received) });
    if (cycle !== ONE_TIME) notices.push({ kind: 'manual-next-invoice' });
  }
  return notices;
}

/** Whether the customer can still choose a way to pay: unpaid and not left to a subscription. */
export const canChoosePaymentMethod = (invoice: Pick<Invoice, 'paid' | 'paypalOrder' | 'stripeSubscription'>): boolean =>
  !invoice.paid && subscriptionManager(invoice) === null;

const METHOD_NAMES: Record<string, string> = {
  stripe: 'Stripe',
  coingate: 'CoinGate',
  paypal: 'PayPal',
  'staff-force-pay': 'Completed by staff',
};

/** Spec section 3: known transaction methods read as names; any other value is shown raw. */
export const transactionMethodLabel = (method: string): string => METHOD_NAMES[method] ?? method;
