import { api, call } from '@panel/api';
import type { ForgotPasswordRequest } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/auth/password/forgot: mails a reset link if the account exists (the answer never says). */
export const postForgotPassword = async (body: ForgotPasswordRequest): Promise<void> => {
  await call(api.POST('/api/auth/password/forgot', { body }));
};

export const useForgotPassword = () => useApiWrite(postForgotPassword);
