import useSWR from 'swr';
import { api, call } from '@panel/api';

export const userInvoicesKey = (userId: string) => ['customer', 'invoices', userId] as const;

const fetchUnpaidInvoices = async (userId: string) =>
  (await call(api.GET('/api/user/{id}/invoices', { params: { path: { id: userId }, query: {} } }))).invoices.filter((invoice) => !invoice.paid);

/** The user's unpaid invoices, the soonest due first. */
export const useUnpaidInvoices = (userId: string) =>
  useSWR(userInvoicesKey(userId), async ([, , id]) => (await fetchUnpaidInvoices(id)).sort((a, b) => a.duedate - b.duedate), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
