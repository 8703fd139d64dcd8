import { api, call } from '@panel/api';
import { invoiceKey } from './invoice';
import { useRevalidatingWrite } from '@panel/ui';

/** Staff force pay; `saveTransaction` records a staff-force-pay transaction. */
export const completeInvoice = ({ id, saveTransaction }: { id: string; saveTransaction: boolean }) =>
  call(
    api.POST('/api/invoices/{id}/pay/force', {
      params: { path: { id }, query: saveTransaction ? { saveTransaction: true } : {} },
      body: {},
    }),
  );

export const useCompleteInvoice = () => useRevalidatingWrite(completeInvoice, ({ id }) => [invoiceKey(id)]);
