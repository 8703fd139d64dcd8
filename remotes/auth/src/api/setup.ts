import { api, call } from '@panel/api';
import type { LoginResponse, SetupRequest } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/setup: configures a fresh instance and answers the session of its first administrator (409 once configured). */
export const postSetup = (body: SetupRequest): Promise<LoginResponse> => call(api.POST('/api/setup', { body }));

export const useSetup = () => useApiWrite(postSetup);
