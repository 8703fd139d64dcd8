import useSWR from 'swr';
import { api, call } from '@panel/api';
import { useEarlyData } from '@panel/ui';

/** The home's list: a key every server write revalidates (`['customer', 'servers', …]`). */
export const serverIdsKey = (userId: string) => ['customer', 'servers', userId] as const;

export const fetchServerIds = (userId: string) => call(api.GET('/api/user/{id}/servers', { params: { path: { id: userId } } }));

/** The ids of the user's servers and of their orders waiting in a queue. */
export function useServerIds(userId: string) {
  // Already here when the home's fragment asked for it early: shown in the first render.
  const early = useEarlyData<Awaited<ReturnType<typeof fetchServerIds>>>(`/api/user/${encodeURIComponent(userId)}/servers`);
  return useSWR(serverIdsKey(userId), ([, , id]) => fetchServerIds(id), { fallbackData: early, revalidateOnFocus: false, shouldRetryOnError: false });
}
