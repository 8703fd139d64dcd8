import type { Invoice } from '@panel/api/contract';
import { db, isStaffRank } from '../db';
import { authenticate, type Session } from './auth-guard';
import { apiError } from './respond';

/** The invoice if it exists and the caller owns it or is staff; else the 404/403 response. */
export function invoiceFor(session: Session, id: string): Invoice | Response {
  const invoice = db.invoices.get(id);
  if (!invoice) return apiError(404, `Invoice ${id} not found`);
  if (invoice.user !== session.user._id && !isStaffRank(session.user)) {
    return apiError(403, 'This invoice belongs to another user');
  }
  return invoice;
}

/** The caller's invoice: 401 without a valid token, then as invoiceFor. */
export function callerInvoice(request: Request, id: string): Invoice | Response {
  const session = authenticate(request);
  return session instanceof Response ? session : invoiceFor(session, id);
}

/** Marks the invoice fully paid now, as every payment path does. */
export function markPaid(invoice: Invoice, transaction: Invoice['transaction'] | undefined): void {
  invoice.paid = true;
  invoice.paiddate = Date.now();
  invoice.received = invoice.amount;
  if (transaction !== undefined) invoice.transaction = transaction;
}
