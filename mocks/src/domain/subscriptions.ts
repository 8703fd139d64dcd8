import type { Invoice } from '@panel/api/contract';
import { now } from '../clock';
import type { PremiumSubscription } from '../contract/wire-types';
import type { DbUser } from '../db';
import { fail } from '../http/define-handler';
import { accountOf } from './accounts';

/** The subscription an invoice was paid by, when it is a PayPal (`I_…`) or Stripe one. */
function subscriptionOf(invoice: Invoice): Pick<PremiumSubscription, 'provider' | 'id'> | null {
  if (invoice.paypalOrder?.startsWith('I_')) return { provider: 'paypal', id: invoice.paypalOrder };
  if (invoice.stripeSubscription) return { provider: 'stripe', id: invoice.stripeSubscription };
  return null;
}

/**
 * A premium plan paid by a subscription (a plan invoice not attached to a server) becomes the
 * owner's running subscription; a server's own subscription is not a premium one.
 */
export function recordPremiumSubscription(invoice: Invoice): void {
  const paidBy = invoice.attachedServer || invoice.item === 'topup' || invoice.item === 'jfr-activation' ? null : subscriptionOf(invoice);
  if (paidBy) accountOf(invoice.user).subscription = { plan: invoice.item, ...paidBy, since: invoice.paiddate, cancelled: null };
}

/** Stops the user's premium subscription; the plan already paid for stays theirs. */
export function cancelPremiumSubscription(user: DbUser): void {
  const account = accountOf(user._id);
  const subscription = account.subscription ?? fail(404, 'You have no subscription');
  if (subscription.cancelled !== null) fail(400, 'Your subscription is already cancelled');
  account.subscription = { ...subscription, cancelled: now() };
}
