import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { paths } from '@panel/api/contract';
import { useRevalidatingWrite } from '@panel/ui';

export type AccountSession = paths['/api/user/sessions']['get']['responses']['200']['content']['application/json']['sessions'][number];

export const sessionsKey = ['customer', 'sessions'] as const;

export const fetchSessions = async (): Promise<AccountSession[]> => (await call(api.GET('/api/user/sessions'))).sessions;

/** Where the account is signed in, the most recently used first, the caller's marked `current`; read afresh each time the screen opens. */
export const useSessions = () => useSWR(sessionsKey, fetchSessions, { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 });

/** Ends every other session of the account; answers how many ended. */
export const endOtherSessions = async (): Promise<number> => (await call(api.DELETE('/api/user/sessions/others'))).ended;

export const endSession = (id: string) => call(api.DELETE('/api/user/sessions/{id}', { params: { path: { id } } }));

export const useEndOtherSessions = () => useRevalidatingWrite(endOtherSessions, () => [sessionsKey]);

export const useEndSession = () => useRevalidatingWrite(endSession, () => [sessionsKey]);
