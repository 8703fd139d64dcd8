import useSWR, { mutate } from 'swr';
import { api, call } from '@panel/api';
import type { Invoice } from '@panel/api/contract';

export const invoiceKey = (id: string) => ['billing', 'invoice', id] as const;

export const fetchInvoice = async (id: string): Promise<Invoice> =>
  (await call(api.GET('/api/invoices/{id}', { params: { path: { id } } }))).invoice;

/** The invoice by id; `refreshInterval` polls (the success page waits for late provider confirmations). */
export function useInvoice(id: string, options: { refreshInterval?: number } = {}) {
  return useSWR(invoiceKey(id), ([, , invoiceId]) => fetchInvoice(invoiceId), {
    refreshInterval: options.refreshInterval,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Reloads the invoice everywhere it is shown (after a payment or a staff action). */
export const reloadInvoice = (id: string) => mutate(invoiceKey(id));
