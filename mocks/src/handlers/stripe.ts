import { randomBytes } from 'node:crypto';
import type { StripePaymentResponse } from '@panel/api/contract';
import { db, type StripeIntent } from '../db';
import { defineHandler, fail } from '../http/define-handler';
import { assertUnpaid, invoiceFor } from '../http/invoice-access';

const stripeId = (length: number) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

/** The invoice's open intent, so reloading the pay page does not pile up intents. */
const openIntentFor = (invoiceId: string): StripeIntent | undefined =>
  [...db.stripeIntents.values()].find((intent) => intent.invoice === invoiceId && intent.status !== 'succeeded');

export const stripeHandlers = [
  defineHandler({
    operation: 'createStripePaymentIntent',
    auth: 'user',
    handle: ({ params, session }): StripePaymentResponse => {
      const invoice = invoiceFor(session, params.id ?? '');
      if (!db.config.settings.payments.stripe.enabled) fail(400, 'Stripe payments are not enabled');
      assertUnpaid(invoice);

      const amount = Math.max(0, invoice.amount - invoice.received);
      let intent = openIntentFor(invoice._id);
      if (!intent) {
        const id = `pi_${stripeId(24)}`;
        intent = { id, clientSecret: `${id}_secret_${stripeId(24)}`, invoice: invoice._id, amount, status: 'requires_payment_method' };
        db.stripeIntents.set(id, intent);
      }
      intent.amount = amount;
      return { clientSecret: intent.clientSecret };
    },
  }),
];
