import { http, HttpResponse } from 'msw';
import type { InvoiceResponse } from '@panel/api/contract';
import { db } from '../db';
import { readJsonObject, rejectUnknownKeys } from '../http/body';
import { callerInvoice, markPaid } from '../http/invoice-access';
import { apiError } from '../http/respond';
import { invoiceRenews } from '../invoice-renewal';
import { issuedSubscriptionPlan } from './paypal-stand-in';

/** PayPal subscription ids read `I-…`; the invoice stores them as `I_…` (spec section 3). */
const SUBSCRIPTION_ID = /^I[-_]([A-Z0-9]+)$/;

export const paypalSubscriptionHandlers = [
  http.post<{ id: string }>('*/api/invoices/:id/pay/paypal/subscription/activate', async ({ request, params }) => {
    const invoice = callerInvoice(request, params.id);
    if (invoice instanceof Response) return invoice;
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const unknown = rejectUnknownKeys(body, ['subscriptionID']);
    if (unknown) return unknown;
    const match = typeof body.subscriptionID === 'string' ? SUBSCRIPTION_ID.exec(body.subscriptionID) : null;
    if (!match) return apiError(400, 'subscriptionID must be a PayPal subscription id (I-…)');
    if (!db.config.settings.payments.paypal.enabled) return apiError(400, 'PayPal payments are not enabled');
    if (!invoiceRenews(invoice, db.listing)) return apiError(400, 'An invoice that does not renew cannot be paid by subscription');
    if (invoice.paid) return apiError(409, `Invoice ${invoice._id} is already paid`);
    if (invoice.paypalOrder?.startsWith('I_') || invoice.stripeSubscription) {
      return apiError(409, `Invoice ${invoice._id} is already managed by a subscription`);
    }

    // Only a subscription PayPal issued for this invoice's plan pays it, as a real backend
    // checks with PayPal before trusting an id the browser sent.
    const planId = issuedSubscriptionPlan(`I-${match[1]}`);
    if (planId === null || db.paypalPlans.get(planId) !== invoice._id) {
      return apiError(400, 'PayPal has no active subscription with this id for this invoice');
    }
    invoice.paypalOrder = `I_${match[1]}`;
    // PayPal bills the first cycle as the subscription starts; its webhook would mark the invoice paid.
    markPaid(invoice, { method: 'paypal' });
    return HttpResponse.json({ invoice } satisfies InvoiceResponse);
  }),
];
