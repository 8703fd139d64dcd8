/**
 * The one-time token of a mailed link (`/auth/verify#token=…`). It travels in the fragment,
 * which browsers never send to a server, so it reaches no server log.
 */
export function readLinkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}

/** Takes the token out of the address bar, so it does not stay in the history either. */
export function stripLinkToken(): void {
  if (!readLinkToken(window.location.hash)) return;
  const { pathname, search } = window.location;
  // The router's own state object is kept, so back/forward still work.
  window.history.replaceState(window.history.state, '', pathname + search);
}
