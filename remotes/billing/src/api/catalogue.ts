import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { Egg, Location } from '@panel/api/contract';
import { useEarlyData } from '@panel/ui';

export const locationsKey = ['billing', 'locations'] as const;
export const eggsKey = ['billing', 'eggs'] as const;

const fetchLocations = async (): Promise<Location[]> => (await call(api.GET('/api/locations'))).locations;
const fetchEggs = async (): Promise<Egg[]> => (await call(api.GET('/api/eggs'))).eggs;

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Every location with its server count: where a new server can go (the page's early answer first, as /create's fragment showed it). */
export function useLocations() {
  const early = useEarlyData<{ locations: Location[] }>('/api/locations');
  return useSWR(locationsKey, fetchLocations, { ...once, fallbackData: early?.locations });
}

/** Every game (egg) a server can run (the page's early answer first, as /create's fragment showed it). */
export function useEggs() {
  const early = useEarlyData<{ eggs: Egg[] }>('/api/eggs');
  return useSWR(eggsKey, fetchEggs, { ...once, fallbackData: early?.eggs });
}
