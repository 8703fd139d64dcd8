import useSWR from 'swr';
import { api, call } from '@panel/api';

export const userCoinHistoryKey = (id: string, page: number) => ['staff', 'users', 'coin-history', id, page] as const;

export const fetchUserCoinHistory = (id: string, page: number, pageSize: number) =>
  call(api.GET('/api/staff/coinHistory/{id}', { params: { path: { id }, query: { page, pageSize } } }));

/**
 * A page of the user's coin movements, newest first. Its key starts with the users collection's,
 * so a staff edit of the coins refreshes it.
 */
export const useUserCoinHistory = (id: string, page: number, pageSize = 10) =>
  useSWR(userCoinHistoryKey(id, page), () => fetchUserCoinHistory(id, page, pageSize), { keepPreviousData: true, revalidateOnFocus: false });
