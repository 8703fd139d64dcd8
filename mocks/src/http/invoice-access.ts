import type { Invoice } from '@panel/api/contract';
import { db, isStaffRank } from '../db';
import type { Session } from './auth-guard';
import { fail } from './define-handler';

/** The invoice if it exists and the caller owns it or is staff; else fails 404 or 403. */
export function invoiceFor(session: Session, id: string): Invoice {
  const invoice = db.invoices.get(id) ?? fail(404, `Invoice ${id} not found`);
  if (invoice.user !== session.user._id && !isStaffRank(session.user)) fail(403, 'This invoice belongs to another user');
  return invoice;
}

/** Fails 409 when the invoice is already paid: no payment path takes money twice. */
export function assertUnpaid(invoice: Invoice): void {
  if (invoice.paid) fail(409, `Invoice ${invoice._id} is already paid`);
}

export { markPaid } from '../domain/paid-invoice';
