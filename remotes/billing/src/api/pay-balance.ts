import { api, call } from '@panel/api';
import { invoiceKey } from './invoice';
import { refreshSessionUser } from '@panel/session';
import { useRevalidatingWrite } from '@panel/ui';

export const payFromBalance = (id: string) => call(api.POST('/api/invoices/{id}/pay/balance', { params: { path: { id } }, body: {} }));

/** Pays the invoice (or what the balance covers of it), then reloads it and the balance the sidebar shows. */
export function usePayFromBalance() {
  return useRevalidatingWrite(
    async (id: string) => {
      const result = await payFromBalance(id);
      await refreshSessionUser().catch(() => undefined);
      return result;
    },
    (id) => [invoiceKey(id)],
  );
}
