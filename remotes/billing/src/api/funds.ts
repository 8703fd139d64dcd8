import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { Invoice, PaymentTransaction } from '@panel/api/contract';
import { useRevalidatingWrite } from '@panel/ui';

export const fundsHistoryKey = ['billing', 'funds', 'history'] as const;
export const userInvoicesKey = (userId: string) => ['billing', 'user-invoices', userId] as const;

const fetchFundsHistory = async (): Promise<PaymentTransaction[]> => (await call(api.GET('/api/user/funds/history'))).transactions;

const fetchUserInvoices = async (userId: string): Promise<Invoice[]> =>
  (await call(api.GET('/api/user/{id}/invoices', { params: { path: { id: userId } } }))).invoices;

/** The signed-in person's last payments, newest first. */
export const useFundsHistory = () => useSWR(fundsHistoryKey, fetchFundsHistory, { revalidateOnFocus: false, shouldRetryOnError: false });

/** A person's recent invoices (unpaid ones and those of the last 90 days), newest first; nothing is fetched without a user. */
export function useUserInvoices(userId: string | null) {
  return useSWR(userId ? userInvoicesKey(userId) : null, ([, , id]) => fetchUserInvoices(id), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Opens (or answers the open) top-up invoice of `amount`, by id; paying it credits the balance. */
export const topUp = async (amount: number): Promise<string> => (await call(api.POST('/api/user/funds/topup', { body: { amount } }))).invoice;

/** The top-up, making the person's invoice list stale (a new unpaid one). */
export const useTopUp = (userId: string | null) => useRevalidatingWrite(topUp, () => (userId ? [userInvoicesKey(userId)] : []));
