import { api, call } from '@panel/api';
import type { LoginRequest, LoginResponse } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/auth/login: a session for an email and password (403 with the ban when banned, 429 when rate-limited). */
export const postLogin = (body: LoginRequest): Promise<LoginResponse> => call(api.POST('/api/auth/login', { body }));

export const useLogin = () => useApiWrite(postLogin);
