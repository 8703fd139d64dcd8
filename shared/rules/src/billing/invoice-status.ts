import type { BillingCycle, Invoice } from '@panel/api/contract';
import { renews } from './billing-cycles';
import { isPartlyPaid } from './partly-paid';

export type SubscriptionManager = 'paypal' | 'stripe';

/** Spec section 3: a PayPal order id starting with 'I_' is a subscription; a truthy stripeSubscription too. */
export function subscriptionManager(invoice: Pick<Invoice, 'paypalOrder' | 'stripeSubscription'>): SubscriptionManager | null {
  if (invoice.paypalOrder?.startsWith('I_')) return 'paypal';
  if (invoice.stripeSubscription) return 'stripe';
  return null;
}

/** Spec section 8: shown on every unpaid invoice, and where a payment is slow to be confirmed. */
export const UNPAID_INVOICE_TEXT = 'Invoices are processed automatically. If you paid it, but it is still not marked as paid, please contact us.';

export type InvoiceNotice =
  | { kind: 'paid'; paiddate: number }
  | { kind: 'managed'; by: SubscriptionManager }
  | { kind: 'pay-soon' }
  | { kind: 'unpaid' }
  | { kind: 'partly-paid'; remainder: number }
  | { kind: 'manual-next-invoice' };

/**
 * The status notices of spec sections 4, 5 and 8, in the order the screen shows them. A
 * subscription manages an invoice whether it is paid or not; every unpaid invoice, managed or
 * not, gets the section 8 text, since a subscription's payment can be late too.
 */
export function invoiceNotices(
  invoice: Pick<Invoice, 'paid' | 'paidpartial' | 'paiddate' | 'amount' | 'received' | 'paypalOrder' | 'stripeSubscription'>,
  cycle: BillingCycle,
): InvoiceNotice[] {
  const manager = subscriptionManager(invoice);
  const managed: InvoiceNotice[] = manager ? [{ kind: 'managed', by: manager }] : [];
  if (invoice.paid) return [{ kind: 'paid', paiddate: invoice.paiddate }, ...managed];
  const notices: InvoiceNotice[] = manager ? managed : [{ kind: 'pay-soon' }];
  notices.push({ kind: 'unpaid' });
  if (isPartlyPaid(invoice)) {
    notices.push({ kind: 'partly-paid', remainder: Math.max(0, invoice.amount - invoice.received) });
    if (renews(cycle)) notices.push({ kind: 'manual-next-invoice' });
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
