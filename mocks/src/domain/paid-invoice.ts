import type { Invoice, PaymentTransaction } from '@panel/api/contract';
import { now } from '../clock';
import { db } from '../db';
import { newId } from './ids';
import { cents } from './money';
import { creditPurchaseShare } from './referrals';
import { settleServerInvoice } from './servers';
import { recordPremiumSubscription } from './subscriptions';

const RECORDED_METHODS: ReadonlySet<string> = new Set<PaymentTransaction['method']>(['stripe', 'paypal', 'coingate', 'cashfree', 'litepay', 'balance', 'staff-force-pay']);

/**
 * Marks the invoice fully paid, as every payment path does, and applies what paying it does.
 * `paidAt` is now, except for a payment the lifecycle made when it fell due.
 */
export function markPaid(invoice: Invoice, transaction: Invoice['transaction'] | undefined, paidAt: number = now()): void {
  invoice.paid = true;
  invoice.paiddate = paidAt;
  invoice.received = invoice.amount;
  if (transaction !== undefined) invoice.transaction = transaction;
  settlePaidInvoice(invoice);
}

/**
 * What paying an invoice does beyond marking it paid, once (every payment path refuses a paid
 * invoice first): it activates or renews its server, credits a top-up to the balance, opens a
 * join-for-rewards listing, grants a premium plan bought in the shop (noting a subscription that
 * pays it), credits the owner's referrer their share of a purchase, and records the payment.
 */
function settlePaidInvoice(invoice: Invoice): void {
  settleServerInvoice(invoice._id, invoice.paiddate);
  const owner = db.users.get(invoice.user);
  if (invoice.item === 'topup') {
    if (owner) owner.balance = cents(owner.balance + invoice.amount);
  } else if (invoice.item === 'jfr-activation') {
    const listing = db.domain.jfrListings.find((candidate) => candidate.invoice === invoice._id);
    if (listing) listing.active = true;
  } else if (!invoice.attachedServer) {
    const plan = db.domain.plans.find((candidate) => candidate._id === invoice.item);
    if (owner && plan && !owner.plans.some((held) => held._id === plan._id)) owner.plans.push({ _id: plan._id, name: plan.name });
  }
  creditPurchaseShare(invoice);
  recordPremiumSubscription(invoice);
  const method = invoice.transaction?.method;
  if (method !== undefined && RECORDED_METHODS.has(method)) {
    db.domain.transactions.push({ _id: `tx-${newId().slice(0, 12)}`, user: invoice.user, method: method as PaymentTransaction['method'], amount: invoice.amount, date: invoice.paiddate, invoice: invoice._id, item: invoice.item });
  }
}
