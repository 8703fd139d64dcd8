import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { ServerView } from '@panel/api/contract';

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
export const useServerIds = (userId: string) =>
  useSWR(serverIdsKey(userId), ([, , id]) => fetchServerIds(id), { revalidateOnFocus: false, shouldRetryOnError: false });

/** One server as its card shows it; each card loads (and fails) on its own. */
export const useServerView = (id: string) =>
  useSWR(serverViewKey(id), ([, , , serverId]) => fetchServerView(serverId), { revalidateOnFocus: false, shouldRetryOnError: false });
