import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { OAuthConsent } from '@panel/api/contract';
/** The part of an authorization request the server checks. */
export interface ConsentQuery {
  clientId: string;
  redirectUri: string;
  scope: string;
}

/** GET /api/oauth/clients/{clientId}: what the application asks for; 404 for an unknown client, 400 for an unregistered redirect URI. */
export const getOAuthConsent = ({ clientId, redirectUri, scope }: ConsentQuery): Promise<OAuthConsent> =>
  call(api.GET('/api/oauth/clients/{clientId}', { params: { path: { clientId }, query: { redirect_uri: redirectUri, scope } } }));

export const oauthConsentKey = ({ clientId, redirectUri, scope }: ConsentQuery) => ['auth', 'oauth-consent', clientId, redirectUri, scope] as const;

export function useOAuthConsent(request: ConsentQuery | null) {
  return useSWR(request ? oauthConsentKey(request) : null, () => getOAuthConsent(request as ConsentQuery), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
