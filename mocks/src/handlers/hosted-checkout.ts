import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { HostedCheckoutResponse, Invoice } from '@panel/api/contract';
import { checkoutPage, HOSTED_PROVIDERS, type HostedProvider } from '../checkout-page';
import { db } from '../db';
import { defineHandler, fail } from '../http/define-handler';
import { assertUnpaid, invoiceFor, markPaid } from '../http/invoice-access';
import { apiError } from '../http/respond';

/** How late the stand-in provider confirms a payment, as a real webhook arrives after the redirect. */
// MOCK_CHECKOUT_CONFIRM_MS lengthens it where pages load slowly (the journeys, two at a time on
// two cores), so the success page is seen waiting before the confirmation arrives.
export const CONFIRMATION_DELAY_MS = Number(process.env.MOCK_CHECKOUT_CONFIRM_MS ?? 1500);

const isHostedProvider = (value: string): value is HostedProvider => (HOSTED_PROVIDERS as readonly string[]).includes(value);

const resultPath = (invoice: Invoice, outcome: 'success' | 'cancelled') => `/invoice/${encodeURIComponent(invoice._id)}/payment/${outcome}`;

const redirect = (location: string) => new HttpResponse(null, { status: 303, headers: { Location: location } });

/** The session of a stand-in checkout page, or the 404 page. */
function checkoutSession(sessionId: string) {
  const session = db.checkouts.get(sessionId);
  const invoice = session && db.invoices.get(session.invoiceId);
  return session && invoice ? { session, invoice } : null;
}

export const hostedCheckoutHandlers = [
  defineHandler({
    operation: 'createHostedCheckout',
    auth: 'user',
    handle: ({ request, params, session }) => {
      const provider = params.provider ?? '';
      // Other providers (paypal, stripe, balance, force) have their own handlers, before this one.
      if (!isHostedProvider(provider)) return fail(404, `Unknown payment provider ${provider}`);
      const invoice = invoiceFor(session, params.id ?? '');
      if (!db.config.settings.payments[provider].enabled) fail(400, `${provider} payments are not enabled`);
      assertUnpaid(invoice);

      const sessionId = `${provider}_${randomBytes(12).toString('hex')}`;
      db.checkouts.set(sessionId, { provider, invoiceId: invoice._id, amount: invoice.amount - invoice.received, state: 'open' });
      const checkoutUrl = new URL(`/api/__provider/checkout/${sessionId}`, request.url).pathname;
      const response: HostedCheckoutResponse = provider === 'cashfree' ? { checkoutUrl, paymentSessionId: sessionId } : { checkoutUrl };
      return response;
    },
  }),

  // The provider's own pages, played by the mock so the round trip runs on one machine.
  http.get<{ session: string }>('*/api/__provider/checkout/:session', ({ params }) => {
    const found = checkoutSession(params.session);
    if (!found) return new HttpResponse('<h1>This checkout does not exist or has expired.</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    return checkoutPage(params.session, found.session, found.invoice, db.config);
  }),

  http.post<{ session: string }>('*/api/__provider/checkout/:session/pay', ({ params }) => {
    const found = checkoutSession(params.session);
    if (!found) return apiError(404, 'Unknown checkout');
    const { session, invoice } = found;
    if (session.state === 'open') {
      session.state = 'paid';
      // The provider's webhook: a little after the buyer is back on the panel.
      setTimeout(() => {
        if (!invoice.paid) markPaid(invoice, { method: session.provider });
      }, CONFIRMATION_DELAY_MS);
    }
    return redirect(resultPath(invoice, 'success'));
  }),

  http.post<{ session: string }>('*/api/__provider/checkout/:session/cancel', ({ params }) => {
    const found = checkoutSession(params.session);
    if (!found) return apiError(404, 'Unknown checkout');
    if (found.session.state === 'open') found.session.state = 'cancelled';
    return redirect(resultPath(found.invoice, 'cancelled'));
  }),
];
