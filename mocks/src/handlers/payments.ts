import { http, HttpResponse } from 'msw';
import type {
  InvoiceResponse,
  PaypalCaptureResponse,
  PaypalOrderResponse,
  PaypalSubscriptionResponse,
} from '@panel/api/contract';
import { db } from '../db';
import { authenticateStaff } from '../http/auth-guard';
import { readEmptyBody } from '../http/body';
import { callerInvoice, markPaid } from '../http/invoice-access';
import { apiError } from '../http/respond';
import { invoiceRenews } from '../invoice-renewal';
import { paypalId } from './paypal-stand-in';


const paypalDisabled = () => (db.config.settings.payments.paypal.enabled ? null : apiError(400, 'PayPal payments are not enabled'));

const alreadyPaid = (id: string) => apiError(409, `Invoice ${id} is already paid`);

function parseSaveTransaction(url: URL): boolean | Response {
  const raw = url.searchParams.get('saveTransaction');
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  return apiError(400, 'saveTransaction must be true or false');
}

export const paymentHandlers = [
  http.post<{ id: string }>('*/api/invoices/:id/pay/paypal', async ({ request, params }) => {
    const invoice = callerInvoice(request, params.id);
    if (invoice instanceof Response) return invoice;
    const invalid = (await readEmptyBody(request)) ?? paypalDisabled();
    if (invalid) return invalid;
    if (invoice.paid) return alreadyPaid(invoice._id);

    const orderId = paypalId(17);
    db.paypalOrders.set(orderId, invoice._id);
    return HttpResponse.json({ orderId } satisfies PaypalOrderResponse);
  }),

  http.post<{ id: string }>('*/api/invoices/:id/pay/paypal/subscription', async ({ request, params }) => {
    const invoice = callerInvoice(request, params.id);
    if (invoice instanceof Response) return invoice;
    const invalid = (await readEmptyBody(request)) ?? paypalDisabled();
    if (invalid) return invalid;
    if (!invoiceRenews(invoice, db.listing)) return apiError(400, 'An invoice that does not renew cannot be paid by subscription');
    if (invoice.paid) return alreadyPaid(invoice._id);

    const planId = `P-${paypalId(24)}`;
    db.paypalPlans.set(planId, invoice._id);
    return HttpResponse.json({ planId } satisfies PaypalSubscriptionResponse);
  }),

  http.post<{ id: string; orderID: string }>('*/api/invoices/:id/pay/paypal/capture/:orderID', ({ request, params }) => {
    const invoice = callerInvoice(request, params.id);
    if (invoice instanceof Response) return invoice;
    if (invoice.paid) return alreadyPaid(invoice._id);

    if (db.paypalOrders.get(params.orderID) !== invoice._id) {
      return HttpResponse.json({ status: 'DECLINED' } satisfies PaypalCaptureResponse);
    }
    db.paypalOrders.delete(params.orderID);
    markPaid(invoice, { method: 'paypal' });
    invoice.paypalOrder = params.orderID;
    return HttpResponse.json({ status: 'COMPLETED' } satisfies PaypalCaptureResponse);
  }),

  http.post<{ id: string }>('*/api/invoices/:id/pay/force', async ({ request, params }) => {
    const session = authenticateStaff(request);
    if (session instanceof Response) return session;
    const invoice = db.invoices.get(params.id);
    if (!invoice) return apiError(404, `Invoice ${params.id} not found`);
    const saveTransaction = parseSaveTransaction(new URL(request.url));
    if (saveTransaction instanceof Response) return saveTransaction;
    // The spec keeps plain "Complete invoice" (no transaction record) to ADMIN.
    if (!saveTransaction && session.user.rank !== 'ADMIN') {
      return apiError(403, 'Completing an invoice without saving a transaction is ADMIN only');
    }
    const invalidBody = await readEmptyBody(request);
    if (invalidBody) return invalidBody;
    if (invoice.paid) return alreadyPaid(invoice._id);

    markPaid(invoice, saveTransaction ? { method: 'staff-force-pay' } : undefined);
    return HttpResponse.json({ invoice } satisfies InvoiceResponse);
  }),
];
