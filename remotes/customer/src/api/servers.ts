import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { ServerView } from '@panel/api/contract';
import { useEarlyData } from '@panel/ui';

/** The home's list: a key every server write revalidates (`['customer', 'servers', …]`). */
export const serverIdsKey = (userId: string) => ['customer', 'servers', userId] as const;
/** One server's card. */
export const serverViewKey = (id: string) => ['customer', 'servers', 'view', id] as const;
/** Any server card's key, for `mutate(isServerViewKey)`. */
export const isServerViewKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'customer' && key[1] === 'servers' && key[2] === 'view';

export const fetchServerIds = (userId: string) => call(api.GET('/api/user/{id}/servers', { params: { path: { id: userId } } }));

export const fetchServerView = async (id: string): Promise<ServerView> =>
  (await call(api.GET('/api/server/{id}', { params: { path: { id } } }))).server;

/** The ids of the user's servers and of their orders waiting in a queue. */
export function useServerIds(userId: string) {
  // Already here when the home's fragment asked for it early: shown in the first render.
  const early = useEarlyData<Awaited<ReturnType<typeof fetchServerIds>>>(`/api/user/${encodeURIComponent(userId)}/servers`);
  return useSWR(serverIdsKey(userId), ([, , id]) => fetchServerIds(id), { fallbackData: early, revalidateOnFocus: false, shouldRetryOnError: false });
}

/** One server as its card shows it; each card loads (and fails) on its own. */
export function useServerView(id: string) {
  const early = useEarlyData<{ server: ServerView }>(`/api/server/${encodeURIComponent(id)}`);
  return useSWR(serverViewKey(id), ([, , , serverId]) => fetchServerView(serverId), { fallbackData: early?.server, revalidateOnFocus: false, shouldRetryOnError: false });
}
