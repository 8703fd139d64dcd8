import { api, call } from '@panel/api';
import type { LoginResponse, RegisterRequest } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';
import { rememberedReferrer } from './remembered-referrer';

/**
 * POST /api/auth/register: creates the account, unverified, and answers its session. A visitor
 * who came through a referral link signs up with it, so the referrer is credited.
 */
export const postRegister = (body: RegisterRequest): Promise<LoginResponse> => {
  const referrer = body.referrer ?? rememberedReferrer();
  return call(api.POST('/api/auth/register', { body: referrer ? { ...body, referrer } : body }));
};

export const useRegister = () => useApiWrite(postRegister);
