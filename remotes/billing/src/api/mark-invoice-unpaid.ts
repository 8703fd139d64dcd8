import { api, call } from '@panel/api';
import { invoiceKey } from './invoice';
import { useRevalidatingWrite } from '@panel/ui';

/** decisions.md: exactly this body marks an invoice unpaid. */
export const markInvoiceUnpaid = (id: string) =>
  call(
    api.POST('/api/staff/invoices/{id}/edit', {
      params: { path: { id } },
      body: { paid: false, paiddate: 0, received: 0, transaction: null },
    }),
  );

export const useMarkInvoiceUnpaid = () => useRevalidatingWrite(markInvoiceUnpaid, (id) => [invoiceKey(id)]);
