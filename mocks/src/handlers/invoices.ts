import { HttpResponse } from 'msw';
import { db } from '../db';
import { defineHandler } from '../http/define-handler';
import { invoiceFor } from '../http/invoice-access';
import { renderInvoicePdf } from '../invoice-pdf';
import { billedCycle } from '../invoice-renewal';

export const invoiceHandlers = [
  defineHandler({
    operation: 'getInvoice',
    auth: 'user',
    handle: ({ params, session }) => ({ invoice: invoiceFor(session, params.id ?? '') }),
  }),

  defineHandler({
    operation: 'downloadInvoice',
    auth: 'user',
    handle: async ({ params, session }) => {
      const invoice = invoiceFor(session, params.id ?? '');
      const pdf = await renderInvoicePdf(invoice, billedCycle(invoice, db.listing), db.config, db.users.get(invoice.user));
      return HttpResponse.arrayBuffer(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="invoice-${invoice._id}.pdf"`,
        },
      });
    },
  }),
];
