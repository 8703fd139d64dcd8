import useSWR, { mutate } from 'swr';
import { api, call } from '@panel/api';
import type { Invoice, InvoiceResponse } from '@panel/api/contract';
import { peekEarlyData } from '@panel/api/early-responses';

export const invoiceKey = (id: string) => ['billing', 'invoice', id] as const;

export const fetchInvoice = async (id: string): Promise<Invoice> =>
  (await call(api.GET('/api/invoices/{id}', { params: { path: { id } } }))).invoice;

/** The invoice by id; `refreshInterval` polls (the success page waits for late provider confirmations). */
export function useInvoice(id: string, options: { refreshInterval?: number } = {}) {
  return useSWR(invoiceKey(id), ([, , invoiceId]) => fetchInvoice(invoiceId), {
    // Already here when the page's inline script fetched it: shown in the first render.
    fallbackData: peekEarlyData<InvoiceResponse>(`/api/invoices/${encodeURIComponent(id)}`)?.invoice,
    refreshInterval: options.refreshInterval,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Reloads the invoice everywhere it is shown (after a payment or a staff action). */
export const reloadInvoice = (id: string) => mutate(invoiceKey(id));
