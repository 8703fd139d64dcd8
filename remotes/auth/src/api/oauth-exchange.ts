import { api, call } from '@panel/api';
import type { LoginResponse, OAuthExchangeRequest } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/auth/oauth/exchange: the session for the one-time code Discord's return carried. */
export const postOAuthExchange = (body: OAuthExchangeRequest): Promise<LoginResponse> => call(api.POST('/api/auth/oauth/exchange', { body }));

export const useOAuthExchange = () => useApiWrite(postOAuthExchange);
