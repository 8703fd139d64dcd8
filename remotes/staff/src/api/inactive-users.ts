import useSWR, { useSWRConfig } from 'swr';
import { api, call } from '@panel/api';

export const inactiveUsersKey = ['staff', 'instance', 'inactive-users'] as const;

const countInactiveUsers = () => call(api.GET('/api/staff/inactiveUsers'));

/** How many accounts the cleanup would delete now. */
export const useInactiveUsers = () => useSWR(inactiveUsersKey, countInactiveUsers, { revalidateOnFocus: false });

const deleteInactiveUsers = () => call(api.DELETE('/api/staff/deleteInactiveUsers'));

/** Deletes them; the count and every cached user list follow. */
export function useDeleteInactiveUsers() {
  const { mutate } = useSWRConfig();
  return async () => {
    const result = await deleteInactiveUsers();
    await mutate((key) => Array.isArray(key) && key[0] === 'staff' && (key[1] === 'users' || key[2] === 'inactive-users'));
    return result;
  };
}
