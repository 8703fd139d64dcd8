import { api, call } from '@panel/api';
import { useApiWrite } from '@panel/ui';

/** POST /api/auth/verify/resend: mails the signed-in user a new verification link (429 while cooling down). */
export const postResendVerification = async (): Promise<void> => {
  await call(api.POST('/api/auth/verify/resend'));
};

export const useResendVerification = () => useApiWrite<void, void>(postResendVerification);
