import { useCallback } from 'react';
import useSWR, { useSWRConfig, type Key } from 'swr';
import { api, call } from '@panel/api';
import type { ServerView } from '@panel/api/contract';
import { useEarlyData } from '@panel/ui';

export const serverKey = (id: string) => ['customer', 'server', id] as const;

export const fetchServer = async (id: string): Promise<ServerView> => (await call(api.GET('/api/server/{id}', { params: { path: { id } } }))).server;

/** One server as its card shows it; 404 (unknown) and 403 (someone else's) come back as the error. */
export function useServer(id: string) {
  // Already here when the home's fragment asked for it early: shown in the first render.
  const early = useEarlyData<{ server: ServerView }>(`/api/server/${encodeURIComponent(id)}`);
  return useSWR(serverKey(id), ([, , serverId]) => fetchServer(serverId), { fallbackData: early?.server, revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Any one server's key, for `mutate(isServerKey)`. */
export const isServerKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'customer' && key[1] === 'server';

/** The keys of the lists of servers (the home's `['customer', 'servers', userId]`), which a change to one server makes stale. */
export const isServerListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'customer' && key[1] === 'servers';

/**
 * A write to one server: sends, then revalidates that server, every list of servers and the
 * other keys it makes stale before its promise resolves, so the screen it leads to shows the
 * change. The double-submit guard is the button's (`useSingleFlight`).
 */
export function useServerWrite<Arg extends { id: string }, Result>(write: (arg: Arg) => Promise<Result>, alsoStale: (arg: Arg) => Key[] = () => []) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (arg: Arg): Promise<Result> => {
      const result = await write(arg);
      await Promise.all([mutate(serverKey(arg.id)), mutate(isServerListKey), ...alsoStale(arg).map((key) => mutate(key))]);
      return result;
    },
    // The endpoint files pass module-level functions; a new arrow per render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write, mutate],
  );
}
