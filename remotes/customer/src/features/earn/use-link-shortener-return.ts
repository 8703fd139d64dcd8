import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@panel/router';
import { useClaimEarningMethod } from '../../api/earning-methods';
import { LINK_SHORTENER_ID, takeLinkShortenerToken } from './earn-rules';
import { useCoinClaim } from './use-coin-claim';

/**
 * Back from the link shortener at `/earn?linkvertise=<token>`: the token leaves the address bar
 * and this history entry at once (no credential stays in a URL), then claims the pass's coins,
 * once. A copy read meanwhile is worth nothing to anyone else: only its own user can claim with
 * it, and only once. Answers whether that claim is under way.
 */
export function useLinkShortenerReturn(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const claim = useClaimEarningMethod();
  const claimPass = useCoinClaim((token: string) => claim({ id: LINK_SHORTENER_ID, token }));
  const claimed = useRef(new Set<string>());

  useEffect(() => {
    const { token, rest } = takeLinkShortenerToken(location.search);
    if (token === null) return;
    navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true, state: location.state });
    if (claimed.current.has(token)) return;
    claimed.current.add(token);
    void claimPass.run(token);
    // The token is taken once per address; the claim's own identity changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  return claimPass.pending;
}
