import useSWR from 'swr';
import { api, call } from '@panel/api';

export const usageKey = (userId: string) => ['billing', 'usage', userId] as const;

const fetchUsage = async (userId: string) => call(api.GET('/api/user/{id}/usage', { params: { path: { id: userId } } }));

/** What the user's servers and waiting orders take of the account's limits; nothing is fetched without a user. */
export function useUsage(userId: string | null) {
  return useSWR(userId ? usageKey(userId) : null, ([, , id]) => fetchUsage(id), { revalidateOnFocus: false, shouldRetryOnError: false });
}
