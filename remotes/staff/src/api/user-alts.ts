import useSWR from 'swr';
import { api, call } from '@panel/api';

export const userAltsKey = (id: string) => ['staff', 'alts', id] as const;

export const fetchUserAlts = async (id: string) => (await call(api.GET('/api/staff/getAlts/{id}', { params: { path: { id } } }))).alts;

/** Accounts sharing an address or a device with the user. */
export const useUserAlts = (id: string) => useSWR(userAltsKey(id), () => fetchUserAlts(id), { revalidateOnFocus: false });
