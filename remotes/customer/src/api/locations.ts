import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { Location } from '@panel/api/contract';

export const locationsKey = ['customer', 'locations'] as const;

const fetchLocations = async (): Promise<Location[]> => (await call(api.GET('/api/locations'))).locations;

/** Every location with its server count, for choosing where a server moves. */
export function useLocations() {
  return useSWR(locationsKey, fetchLocations, { revalidateOnFocus: false, shouldRetryOnError: false });
}
