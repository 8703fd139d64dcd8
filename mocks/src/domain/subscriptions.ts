import type { Invoice } from '@panel/api/contract';
import { now } from '../clock';
import type { PremiumSubscription } from '../contract/wire-types';
import type { DbUser } from '../db';
import { fail } from '../http/define-handler';
import { accountOf } from './accounts';

const HOUR = 3_600_000;

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
  if (paidBy) accountOf(invoice.user).subscription = { plan: invoice.item, ...paidBy, since: invoice.paiddate, cancelled: null, ...paidPeriod(invoice) };
}

/** What each cycle of the subscription charges, and the end of the period this invoice paid for. */
export function paidPeriod({ amount, billingCycle, paiddate }: Pick<Invoice, 'amount' | 'billingCycle' | 'paiddate'>): Pick<PremiumSubscription, 'amount' | 'billingCycle' | 'periodEnd'> {
  if (billingCycle === -1) return { amount, billingCycle };
  return { amount, billingCycle, periodEnd: paiddate + billingCycle * HOUR };
}

/** Stops the user's premium subscription; the plan already paid for stays theirs. */
export function cancelPremiumSubscription(user: DbUser): void {
  const account = accountOf(user._id);
  const subscription = account.subscription ?? fail(404, 'You have no subscription');
  if (subscription.cancelled !== null) fail(400, 'Your subscription is already cancelled');
  account.subscription = { ...subscription, cancelled: now() };
}
