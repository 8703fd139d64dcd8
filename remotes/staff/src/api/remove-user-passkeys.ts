import { api, call } from '@panel/api';

/** Removes every passkey (the second factor) of the user. */
export const removeUserPasskeys = (user: string) => call(api.POST('/api/staff/disableUser2FA', { body: { user } }));
