import type { InvoiceResponse } from '@panel/api/contract';
import { db } from '../db';
import { defineHandler, fail } from '../http/define-handler';
import { assertUnpaid, invoiceFor, markPaid } from '../http/invoice-access';
import { invoiceRenews } from '../invoice-renewal';
import { assertPaypalEnabled } from './payments';
import { issuedSubscriptionPlan } from './paypal-stand-in';

/** PayPal subscription ids read `I-…`; the invoice stores them as `I_…` (spec section 3). */
const SUBSCRIPTION_ID = /^I[-_]([A-Z0-9]+)$/;

export const paypalSubscriptionHandlers = [
  defineHandler({
    operation: 'activatePaypalSubscription',
    auth: 'user',
    handle: ({ params, body, session }): InvoiceResponse => {
      const invoice = invoiceFor(session, params.id ?? '');
      const match = typeof body.subscriptionID === 'string' ? SUBSCRIPTION_ID.exec(body.subscriptionID) : null;
      if (!match) return fail(400, 'subscriptionID must be a PayPal subscription id (I-…)');
      assertPaypalEnabled();
      if (!invoiceRenews(invoice, db.listing)) fail(400, 'An invoice that does not renew cannot be paid by subscription');
      assertUnpaid(invoice);
      if (invoice.paypalOrder?.startsWith('I_') || invoice.stripeSubscription) fail(409, `Invoice ${invoice._id} is already managed by a subscription`);

      // Only a subscription PayPal issued for this invoice's plan pays it, as a real backend
      // checks with PayPal before trusting an id the browser sent.
      const planId = issuedSubscriptionPlan(`I-${match[1]}`);
      if (planId === null || db.paypalPlans.get(planId) !== invoice._id) fail(400, 'PayPal has no active subscription with this id for this invoice');
      invoice.paypalOrder = `I_${match[1]}`;
      // PayPal bills the first cycle as the subscription starts; its webhook would mark the invoice paid.
      markPaid(invoice, { method: 'paypal' });
      return { invoice };
    },
  }),
];
