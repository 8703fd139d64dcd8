import { api, call } from '@panel/api';
import type { LoginResponse, RegisterRequest } from '@panel/api/contract';
import { readItem, STORAGE_KEYS } from '@panel/session';
import { useApiWrite } from '@panel/ui';

/** The referral id `/join/{id}` remembered, when it is one the sign-up can carry. */
function rememberedReferrer(): string | undefined {
  const referrer = readItem(STORAGE_KEYS.referrer);
  return referrer && referrer.length <= 64 ? referrer : undefined;
}

/**
 * POST /api/auth/register: creates the account, unverified, and answers its session. A visitor
 * who came through a referral link signs up with it, so the referrer is credited.
 */
export const postRegister = (body: RegisterRequest): Promise<LoginResponse> => {
  const referrer = body.referrer ?? rememberedReferrer();
  return call(api.POST('/api/auth/register', { body: referrer ? { ...body, referrer } : body }));
};

export const useRegister = () => useApiWrite(postRegister);
