import { api, call } from '@panel/api';

/** Bans the user for `duration` hours (0: for good); their sessions end at once. */
export const banUser = (user: string, reason: string, duration: number) => call(api.POST('/api/staff/ban', { body: { user, reason, duration } }));
