import useSWR from 'swr';
import { api, call } from '@panel/api';

export const usageKey = (userId: string) => ['customer', 'servers', 'usage', userId] as const;

/** What the user's servers and orders take of the account's limits (resource split). */
export const useUsage = (userId: string, enabled: boolean) =>
  useSWR(enabled ? usageKey(userId) : null, ([, , , id]) => call(api.GET('/api/user/{id}/usage', { params: { path: { id } } })), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
