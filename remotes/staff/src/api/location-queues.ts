import useSWR from 'swr';
import { api, call } from '@panel/api';

export const locationQueuesKey = (id: string) => ['location-queues', id] as const;

export const fetchLocationQueues = (id: string) => call(api.GET('/api/locations/{id}/queues', { params: { path: { id } } }));

/** How many orders wait at a location, by priority. */
export const useLocationQueues = (id: string | undefined) => useSWR(id ? locationQueuesKey(id) : null, () => fetchLocationQueues(id ?? ''), { revalidateOnFocus: false });
