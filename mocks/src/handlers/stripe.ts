import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { StripePaymentResponse } from '@panel/api/contract';
import { db, type StripeIntent } from '../db';
import { readEmptyBody } from '../http/body';
import { callerInvoice } from '../http/invoice-access';
import { apiError } from '../http/respond';

const stripeId = (length: number) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

const stripeDisabled = () => (db.config.settings.payments.stripe.enabled ? null : apiError(400, 'Stripe payments are not enabled'));

/** The invoice's open intent, so reloading the pay page does not pile up intents. */
const openIntentFor = (invoiceId: string): StripeIntent | undefined =>
  [...db.stripeIntents.values()].find((intent) => intent.invoice === invoiceId && intent.status !== 'succeeded');

export const stripeHandlers = [
  http.post<{ id: string }>('*/api/invoices/:id/pay/stripe', async ({ request, params }) => {
    const invoice = callerInvoice(request, params.id);
    if (invoice instanceof Response) return invoice;
    const invalid = (await readEmptyBody(request)) ?? stripeDisabled();
    if (invalid) return invalid;
    if (invoice.paid) return apiError(409, `Invoice ${invoice._id} is already paid`);

    const amount = Math.max(0, invoice.amount - invoice.received);
    let intent = openIntentFor(invoice._id);
    if (!intent) {
      const id = `pi_${stripeId(24)}`;
      intent = { id, clientSecret: `${id}_secret_${stripeId(24)}`, invoice: invoice._id, amount, status: 'requires_payment_method' };
      db.stripeIntents.set(id, intent);
    }
    intent.amount = amount;
    return HttpResponse.json({ clientSecret: intent.clientSecret } satisfies StripePaymentResponse);
  }),
];
