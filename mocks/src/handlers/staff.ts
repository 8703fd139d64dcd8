import type { Invoice, InvoiceEditRequest, InvoiceResponse } from '@panel/api/contract';
import { db } from '../db';
import { audit, changesBetween } from '../domain/collections';
import { defineHandler, fail } from '../http/define-handler';

const invoiceById = (id: string): Invoice => db.invoices.get(id) ?? fail(404, `Invoice ${id} not found`);

const asRecord = (invoice: Invoice) => ({ ...invoice }) as Record<string, unknown> & { _id: string };

/**
 * The money rules the contract's schema cannot state: `received` is within 0..amount, and
 * `paid: true` needs the whole amount received once the edit applies (send `received` equal
 * to the amount with it).
 */
function assertConsistent(edit: InvoiceEditRequest, invoice: Invoice): void {
  if (edit.received !== undefined && edit.received > invoice.amount) fail(400, `received must be a number from 0 to the amount (${invoice.amount})`);
  const received = edit.received ?? invoice.received;
  if (edit.paid === true && received !== invoice.amount) {
    fail(400, `An invoice is paid only when the whole amount is received: send received ${invoice.amount} with paid true`);
  }
}

export const staffHandlers = [
  defineHandler({
    operation: 'editInvoice',
    auth: 'staff',
    handle: ({ params, body, session }): InvoiceResponse => {
      const invoice = invoiceById(params.id ?? '');
      const edit = body as InvoiceEditRequest;
      assertConsistent(edit, invoice);
      const before = asRecord(invoice);
      Object.assign(invoice, edit);
      // Derived, as a real server keeps it: marking a partly paid invoice unpaid (received 0) ends the partial payment.
      invoice.paidpartial = !invoice.paid && invoice.received > 0;
      audit(session.user._id, 'edit', 'invoices', invoice._id, changesBetween(before, asRecord(invoice)));
      return { invoice };
    },
  }),

  defineHandler({
    operation: 'deleteInvoice',
    auth: 'staff',
    handle: ({ params, session }) => {
      const invoice = invoiceById(params.id ?? '');
      db.invoices.delete(invoice._id);
      for (const [orderId, invoiceId] of db.paypalOrders) {
        if (invoiceId === invoice._id) db.paypalOrders.delete(orderId);
      }
      audit(session.user._id, 'delete', 'invoices', invoice._id, changesBetween(asRecord(invoice), null));
      return null;
    },
  }),
];
