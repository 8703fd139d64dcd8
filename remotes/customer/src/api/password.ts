import { api, call } from '@panel/api';
import { useRevalidatingWrite } from '@panel/ui';
import { sessionsKey } from './sessions';

export interface PasswordChange {
  oldPassword: string;
  password: string;
}

export const changePassword = (body: PasswordChange) => call(api.PATCH('/api/user/password', { body }));

/** Changes the password; the account's other sessions end with it, so their list is stale. */
export const useChangePassword = () => useRevalidatingWrite(changePassword, () => [sessionsKey]);
