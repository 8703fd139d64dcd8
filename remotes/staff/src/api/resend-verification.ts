import { api, call } from '@panel/api';

/** Mails the user a new verification link. */
export const resendVerification = (user: string) => call(api.POST('/api/staff/resendVerification', { body: { user } }));
