import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { Egg, Location } from '@panel/api/contract';

export const locationsKey = ['billing', 'locations'] as const;
export const eggsKey = ['billing', 'eggs'] as const;

const fetchLocations = async (): Promise<Location[]> => (await call(api.GET('/api/locations'))).locations;
const fetchEggs = async (): Promise<Egg[]> => (await call(api.GET('/api/eggs'))).eggs;

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Every location with its server count: where a new server can go. */
export const useLocations = () => useSWR(locationsKey, fetchLocations, once);

/** Every game (egg) a server can run. */
export const useEggs = () => useSWR(eggsKey, fetchEggs, once);
