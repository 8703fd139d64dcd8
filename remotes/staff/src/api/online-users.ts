import useSWR from 'swr';
import { api, call } from '@panel/api';

export const onlineUsersKey = ['staff', 'online'] as const;

export const fetchOnlineUsers = () => call(api.GET('/api/online'));

/** Who is on the panel now and on which pages, refreshed every minute as presence is. */
export const useOnlineUsers = () => useSWR(onlineUsersKey, fetchOnlineUsers, { refreshInterval: 60_000, revalidateOnFocus: false });
