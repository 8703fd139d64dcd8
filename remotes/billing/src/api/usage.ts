import useSWR from 'swr';
import { api, call } from '@panel/api';
import { useEarlyData } from '@panel/ui';

export const usageKey = (userId: string) => ['billing', 'usage', userId] as const;

const fetchUsage = async (userId: string) => call(api.GET('/api/user/{id}/usage', { params: { path: { id: userId } } }));

type Usage = Awaited<ReturnType<typeof fetchUsage>>;

/** What the user's servers and waiting orders take of the account's limits (the page's early answer first); nothing is fetched without a user. */
export function useUsage(userId: string | null) {
  const early = useEarlyData<Usage>(`/api/user/${encodeURIComponent(userId ?? '')}/usage`);
  return useSWR(userId ? usageKey(userId) : null, ([, , id]) => fetchUsage(id), { revalidateOnFocus: false, shouldRetryOnError: false, fallbackData: userId ? early : undefined });
}
