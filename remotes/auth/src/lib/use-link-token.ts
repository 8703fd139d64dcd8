import { useEffect, useLayoutEffect, useState } from 'react';
import { readLinkToken, stripLinkToken } from './link-token';

/**
 * The token of the mailed link this page was opened with, taken out of the address bar
 * right away. A link opened while the screen is already showing (only the fragment
 * changes, so the page does not reload) is picked up too.
 */
export function useLinkToken() {
  const [token, setToken] = useState(() => readLinkToken(window.location.hash));

  useLayoutEffect(stripLinkToken, []);
  useEffect(() => {
    const onHashChange = () => {
      const next = readLinkToken(window.location.hash);
      if (!next) return;
      stripLinkToken();
      setToken(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return [token, setToken] as const;
}
