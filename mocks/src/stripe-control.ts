import { http, HttpResponse } from 'msw';
import { db } from './db';
import { markPaid } from './http/invoice-access';
import { readJsonObject, rejectUnknownKeys } from './http/body';
import { apiError } from './http/respond';

/**
 * `POST /api/__mock/stripe/confirm` `{clientSecret}`: what Stripe's `payment_intent.succeeded`
 * webhook does on a real backend. The browser tests' fake Stripe.js calls it from
 * `confirmPayment`. Not part of the API contract.
 */
export const stripeControlHandlers = [
  http.post('*/api/__mock/stripe/confirm', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknown = rejectUnknownKeys(body, ['clientSecret']);
    if (unknown) return unknown;
    if (typeof body.clientSecret !== 'string') return apiError(400, 'clientSecret is required');
    const intent = [...db.stripeIntents.values()].find((entry) => entry.clientSecret === body.clientSecret);
    if (!intent) return apiError(404, 'No PaymentIntent has this client secret');
    const invoice = db.invoices.get(intent.invoice);
    if (!invoice) return apiError(404, `Invoice ${intent.invoice} not found`);

    if (intent.status !== 'succeeded') {
      intent.status = 'succeeded';
      if (!invoice.paid) markPaid(invoice, { method: 'stripe' });
    }
    return HttpResponse.json({ id: intent.id, status: intent.status, invoice: invoice._id });
  }),
];
