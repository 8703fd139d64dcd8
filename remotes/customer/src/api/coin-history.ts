import useSWR from 'swr';
import { api, call } from '@panel/api';

export const coinHistoryKey = (page: number, pageSize: number) => ['customer', 'coin-history', page, pageSize] as const;

/** One page of the signed-in user's coin movements, newest first. */
export const useCoinHistory = (page: number, pageSize: number) =>
  useSWR(
    coinHistoryKey(page, pageSize),
    ([, , pageNumber, size]) => call(api.GET('/api/user/coins/history', { params: { query: { page: pageNumber, pageSize: size } } })),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true },
  );
