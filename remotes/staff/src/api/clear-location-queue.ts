import { useSWRConfig } from 'swr';
import { api, call } from '@panel/api';
import { locationQueuesKey } from './location-queues';

export const clearLocationQueue = (id: string) => call(api.POST('/api/staff/queues/{id}/clear', { params: { path: { id } } }));

/** Empties a location's queue; its queue count follows. */
export function useClearLocationQueue() {
  const { mutate } = useSWRConfig();
  return async (id: string) => {
    const answer = await clearLocationQueue(id);
    await mutate(locationQueuesKey(id));
    return answer.removed;
  };
}
