import { api, call } from '@panel/api';
import type { ResetPasswordRequest } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/auth/password/reset: sets the new password; the server ends every session of the account. */
export const postResetPassword = async (body: ResetPasswordRequest): Promise<void> => {
  await call(api.POST('/api/auth/password/reset', { body }));
};

export const useResetPassword = () => useApiWrite(postResetPassword);
