import { http, HttpResponse } from 'msw';
import type { InvoiceResponse } from '@panel/api/contract';
import { db } from '../db';
import { callerInvoice } from '../http/invoice-access';
import { renderInvoicePdf } from '../invoice-pdf';
import { billedCycle } from '../invoice-renewal';

export const invoiceHandlers = [
  http.get<{ id: string }>('*/api/invoices/:id', ({ request, params }) => {
    const invoice = callerInvoice(request, params.id);
    if (invoice instanceof Response) return invoice;
    return HttpResponse.json({ invoice } satisfies InvoiceResponse);
  }),

  http.get<{ id: string }>('*/api/invoices/:id/download', async ({ request, params }) => {
    const invoice = callerInvoice(request, params.id);
    if (invoice instanceof Response) return invoice;
    const pdf = await renderInvoicePdf(invoice, billedCycle(invoice, db.listing), db.config, db.users.get(invoice.user));
    return HttpResponse.arrayBuffer(pdf, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="invoice-${invoice._id}.pdf"`,
      },
    });
  }),
];
