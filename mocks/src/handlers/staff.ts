import { http, HttpResponse } from 'msw';
import type { Invoice, InvoiceEditRequest, InvoiceResponse } from '@panel/api/contract';
import { db } from '../db';
import { authenticateStaff } from '../http/auth-guard';
import { isPlainObject, readJsonObject, rejectUnknownKeys, type JsonObject } from '../http/body';
import { apiError, noContent } from '../http/respond';

const EDITABLE = ['paid', 'paiddate', 'received', 'transaction'] as const;
/** A transaction's method: a known one (stripe, paypal, balance, staff-force-pay, …) or a short label. */
export const MAX_METHOD_LENGTH = 64;

const isNonNegative = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isTransaction(value: unknown): boolean {
  if (value === null) return true;
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  const { method } = value;
  return keys.length === 1 && typeof method === 'string' && method.trim() !== '' && method.length <= MAX_METHOD_LENGTH;
}

/**
 * The validated edit of this invoice, or the 400 response explaining what is wrong. Money
 * stays consistent: `received` is within 0..amount, and `paid: true` needs the whole amount
 * received once the edit applies (send `received` equal to the amount with it).
 */
function parseEdit(body: JsonObject, invoice: Invoice): InvoiceEditRequest | Response {
  const unknownKey = rejectUnknownKeys(body, EDITABLE);
  if (unknownKey) return unknownKey;
  if (Object.keys(body).length === 0) return apiError(400, `Body must contain at least one of ${EDITABLE.join(', ')}`);
  if ('paid' in body && typeof body.paid !== 'boolean') return apiError(400, 'paid must be a boolean');
  if ('paiddate' in body && !isNonNegative(body.paiddate)) return apiError(400, 'paiddate must be a non-negative number (epoch ms)');
  if ('received' in body && !(isNonNegative(body.received) && body.received <= invoice.amount)) {
    return apiError(400, `received must be a number from 0 to the amount (${invoice.amount})`);
  }
  if ('transaction' in body && !isTransaction(body.transaction)) {
    return apiError(400, `transaction must be null or {"method": string of at most ${MAX_METHOD_LENGTH} characters}`);
  }
  const received = 'received' in body ? body.received : invoice.received;
  if (body.paid === true && received !== invoice.amount) {
    return apiError(400, `An invoice is paid only when the whole amount is received: send received ${invoice.amount} with paid true`);
  }
  return body as InvoiceEditRequest;
}

export const staffHandlers = [
  http.post<{ id: string }>('*/api/staff/invoices/:id/edit', async ({ request, params }) => {
    const session = authenticateStaff(request);
    if (session instanceof Response) return session;
    const invoice = db.invoices.get(params.id);
    if (!invoice) return apiError(404, `Invoice ${params.id} not found`);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const edit = parseEdit(body, invoice);
    if (edit instanceof Response) return edit;

    Object.assign(invoice, edit);
    // Derived, as a real server keeps it: marking a partly paid invoice unpaid (received 0) ends the partial payment.
    invoice.paidpartial = !invoice.paid && invoice.received > 0;
    return HttpResponse.json({ invoice } satisfies InvoiceResponse);
  }),

  http.delete<{ id: string }>('*/api/staff/invoices/:id/delete', ({ request, params }) => {
    const session = authenticateStaff(request);
    if (session instanceof Response) return session;
    if (!db.invoices.delete(params.id)) return apiError(404, `Invoice ${params.id} not found`);
    for (const [orderId, invoiceId] of db.paypalOrders) {
      if (invoiceId === params.id) db.paypalOrders.delete(orderId);
    }
    return noContent();
  }),
];
