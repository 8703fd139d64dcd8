import type { BillingCycle, Invoice } from '@panel/api/contract';
import { renews, subscriptionManager } from '@panel/rules';

export type SubscriptionBlocker = 'paid' | 'managed' | 'one-time' | 'paypal-disabled';

/**
 * Why this invoice cannot be paid by a new PayPal subscription, or null when it can. `cycle` is
 * the invoice's effective cycle (`effectiveBillingCycle`): an item that does not renew cannot be
 * subscribed to.
 */
export function subscriptionBlocker(
  invoice: Pick<Invoice, 'paid' | 'paypalOrder' | 'stripeSubscription'>,
  cycle: BillingCycle,
  paypalEnabled: boolean,
): SubscriptionBlocker | null {
  if (invoice.paid) return 'paid';
  if (subscriptionManager(invoice)) return 'managed';
  if (!renews(cycle)) return 'one-time';
  if (!paypalEnabled) return 'paypal-disabled';
  return null;
}
