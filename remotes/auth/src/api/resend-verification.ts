import { api, call } from '@panel/api';
import { useWrite } from '../lib/use-write';

/** POST /api/auth/verify/resend: mails the signed-in user a new verification link (429 while cooling down). */
export const postResendVerification = async (): Promise<void> => {
  await call(api.POST('/api/auth/verify/resend'));
};

export const useResendVerification = () => useWrite(postResendVerification);
