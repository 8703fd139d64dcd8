import useSWR from 'swr';
import { api, call } from '@panel/api';

export const staffChangesKey = (userId: string) => ['customer', 'staff-changes', userId] as const;

export const fetchStaffChanges = async (userId: string) => (await call(api.GET('/api/user/{id}/staffChanges', { params: { path: { id: userId } } }))).changes;

/** What staff changed on the person's account, newest first (what and when, never who); read afresh each time the screen opens. */
export const useStaffChanges = (userId: string | null) =>
  useSWR(userId ? staffChangesKey(userId) : null, ([, , id]) => fetchStaffChanges(id), { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 });
