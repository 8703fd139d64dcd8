import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { OAuthConsent } from '@panel/api/contract';
import type { AuthorizeRequest } from './authorize-request';

/** What the application asks for; fails (404/400) for an unknown client or unregistered redirect URI. */
export function useConsent(request: AuthorizeRequest | null) {
  return useSWR<OAuthConsent>(
    request ? ['auth', 'oauth-consent', request.clientId, request.redirectUri, request.scope] : null,
    () =>
      call(
        api.GET('/api/oauth/clients/{clientId}', {
          params: {
            path: { clientId: request?.clientId ?? '' },
            query: { redirect_uri: request?.redirectUri ?? '', scope: request?.scope ?? '' },
          },
        }),
      ),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
