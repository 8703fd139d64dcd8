import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { TransactionsShare } from '@panel/api/contract';
import { collectionKeyPrefix } from './collection';

export const transactionsShareKey = [...collectionKeyPrefix('transactions'), 'share'] as const;

export const fetchTransactionsShare = async (): Promise<TransactionsShare> => call(api.GET('/api/staff/transactions/share'));

/** Payments by method and by month, for the insights (ADMIN). */
export const useTransactionsShare = () => useSWR(transactionsShareKey, fetchTransactionsShare, { revalidateOnFocus: false });
