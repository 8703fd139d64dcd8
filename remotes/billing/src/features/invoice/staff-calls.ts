import { api, call } from '@panel/api';

/** Spec section 7: force pay; `saveTransaction` records a staff-force-pay transaction. */
export const completeInvoice = (id: string, saveTransaction: boolean) =>
  call(
    api.POST('/api/invoices/{id}/pay/force', {
      params: { path: { id }, query: saveTransaction ? { saveTransaction: true } : {} },
      body: {},
    }),
  );

/** decisions.md: exactly this body marks an invoice unpaid. */
export const markInvoiceUnpaid = (id: string) =>
  call(
    api.POST('/api/staff/invoices/{id}/edit', {
      params: { path: { id } },
      body: { paid: false, paiddate: 0, received: 0, transaction: null },
    }),
  );

export const deleteInvoice = (id: string) =>
  call(api.DELETE('/api/staff/invoices/{id}/delete', { params: { path: { id } } }));
