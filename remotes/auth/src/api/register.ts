import { api, call } from '@panel/api';
import type { LoginResponse, RegisterRequest } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/auth/register: creates the account, unverified, and answers its session. */
export const postRegister = (body: RegisterRequest): Promise<LoginResponse> => call(api.POST('/api/auth/register', { body }));

export const useRegister = () => useApiWrite(postRegister);
