import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { Invoice, InvoiceResponse } from '@panel/api/contract';
import { useEarlyData } from '@panel/ui';

export const invoiceKey = (id: string) => ['billing', 'invoice', id] as const;

export const fetchInvoice = async (id: string): Promise<Invoice> =>
  (await call(api.GET('/api/invoices/{id}', { params: { path: { id } } }))).invoice;

/** The invoice by id; `refreshInterval` polls (the success page waits for late provider confirmations). */
export function useInvoice(id: string, options: { refreshInterval?: number } = {}) {
  const early = useEarlyData<InvoiceResponse>(`/api/invoices/${encodeURIComponent(id)}`);
  return useSWR(invoiceKey(id), ([, , invoiceId]) => fetchInvoice(invoiceId), {
    // Already here when the page's inline script fetched it: shown in the first render.
    fallbackData: early?.invoice,
    refreshInterval: options.refreshInterval,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
