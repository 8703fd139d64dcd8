import { api, call } from '@panel/api';
import type { TokenRequest } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/auth/verify: confirms the address with the mailed link's token. */
export const postVerifyEmail = async (body: TokenRequest): Promise<void> => {
  await call(api.POST('/api/auth/verify', { body }));
};

export const useVerifyEmail = () => useApiWrite(postVerifyEmail);
