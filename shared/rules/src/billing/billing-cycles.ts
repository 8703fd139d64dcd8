import type { BillingCycle, Invoice, ListingItem } from '@panel/api/contract';
import { isPartlyPaid } from './partly-paid';

export const ONE_TIME: BillingCycle = -1;

/** Spec section 3, billing cycles. The forever cycle's suffix is never shown. */
export const BILLING_CYCLES: ReadonlyArray<{ name: string; hours: BillingCycle; suffix: string }> = [
  { name: 'Monthly', hours: 720, suffix: '/month' },
  { name: 'Quarterly', hours: 2160, suffix: 'every 3 months' },
  { name: 'Semi-annual', hours: 4380, suffix: 'every 6 months' },
  { name: 'Annual', hours: 8760, suffix: '/year' },
  { name: 'Forever', hours: -1, suffix: 'once' },
];

/**
 * The cycle the invoice really bills on (spec section 5): an item the listing marks as not
 * renewable is billed once. Items outside the listing (topup, jfr-activation) keep their cycle.
 */
export function effectiveBillingCycle(invoice: Pick<Invoice, 'item' | 'billingCycle'>, listing: readonly ListingItem[]): BillingCycle {
  const item = listing.find((entry) => entry._id === invoice.item);
  return item && !item.renewable ? ONE_TIME : invoice.billingCycle;
}

export const renews = (cycle: BillingCycle): boolean => cycle !== ONE_TIME;

/**
 * Spec section 5: the cycle the amount's suffix names ('/month'), or null when the amount is
 * what is due 'today': one-time, partly paid or discounted. Screens word it in their language.
 */
export function suffixCycle(invoice: Pick<Invoice, 'paid' | 'paidpartial' | 'received' | 'discount'>, cycle: BillingCycle): BillingCycle | null {
  if (!renews(cycle) || isPartlyPaid(invoice) || invoice.discount) return null;
  return cycle;
}
