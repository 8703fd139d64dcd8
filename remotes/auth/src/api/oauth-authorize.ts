import { api, call } from '@panel/api';
import type { OAuthAuthorizeRequest, OAuthAuthorizeResponse } from '@panel/api/contract';
import { useApiWrite } from '@panel/ui';

/** POST /api/oauth/authorize: the signed-in user allows a third-party application; answers its code. */
export const postOAuthAuthorize = (body: OAuthAuthorizeRequest): Promise<OAuthAuthorizeResponse> => call(api.POST('/api/oauth/authorize', { body }));

export const useOAuthAuthorize = () => useApiWrite(postOAuthAuthorize);
