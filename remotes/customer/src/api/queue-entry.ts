import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { QueueInfo } from '@panel/api/contract';
import { useEarlyData, useRevalidatingWrite } from '@panel/ui';
import { serverIdsKey } from './servers';

export const queueEntryKey = (id: string) => ['customer', 'servers', 'queue', id] as const;

export const fetchQueueEntry = async (id: string) => (await call(api.GET('/api/server/queue/{id}', { params: { path: { id } } }))).info;

/** A queued order: its place in the line and the location's queue by priority. */
export function useQueueEntry(id: string) {
  const early = useEarlyData<{ info: QueueInfo }>(`/api/server/queue/${encodeURIComponent(id)}`);
  return useSWR(queueEntryKey(id), ([, , , entryId]) => fetchQueueEntry(entryId), { fallbackData: early?.info, revalidateOnFocus: false, shouldRetryOnError: false });
}

const cancelQueuedOrder = ({ id }: { id: string; userId: string }) =>
  call(api.DELETE('/api/server/queue/{id}/delete', { params: { path: { id } } }));

/** Cancels a queued order, then reloads the list it leaves. */
export const useCancelQueuedOrder = () => useRevalidatingWrite(cancelQueuedOrder, ({ userId }) => [serverIdsKey(userId)]);
