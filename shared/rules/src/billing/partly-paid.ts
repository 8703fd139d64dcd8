import type { Invoice } from '@panel/api/contract';

/**
 * Spec section 4: partly paid means `paidpartial` and not paid. A flag with nothing received
 * (left behind by an edit) claims no partial payment.
 */
export const isPartlyPaid = (invoice: Pick<Invoice, 'paid' | 'paidpartial' | 'received'>): boolean =>
  !invoice.paid && invoice.paidpartial && invoice.received > 0;
