import { api, call } from '@panel/api';

/** Lifts the user's ban. */
export const unbanUser = (user: string) => call(api.POST('/api/staff/unban', { body: { user } }));
