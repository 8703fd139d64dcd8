import type { BillingCycle, Invoice, ListingItem } from '@panel/api/contract';

/**
 * The cycle the invoice is really billed on, decided as the panel decides it (spec section 5):
 * an item the shop listing marks as not renewable is billed once (-1), whatever cycle the
 * invoice carries. Items outside the listing (topup, jfr-activation) keep their own cycle.
 */
export function billedCycle(invoice: Pick<Invoice, 'item' | 'billingCycle'>, listing: readonly ListingItem[]): BillingCycle {
  const item = listing.find((entry) => entry._id === invoice.item);
  return item && !item.renewable ? -1 : invoice.billingCycle;
}

/** Whether the invoice renews, so that a subscription can pay it. */
export const invoiceRenews = (invoice: Pick<Invoice, 'item' | 'billingCycle'>, listing: readonly ListingItem[]): boolean =>
  billedCycle(invoice, listing) !== -1;
