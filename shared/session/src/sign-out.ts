import { api } from '@panel/api';
import { isAuthPath } from '@panel/rules';
import { rememberComingFrom } from './coming-from';
import { sessionStore } from './session-store';

/**
 * `chosen`: the user signs out (sidebar, ban notice, verification screen); the server forgets
 * the token and no page is remembered to come back to.
 * `expired`: the server already refused the session (a 401); the current page is kept as
 * the place to return to after signing in again (unless it is an auth page).
 */
export type SignOutReason = 'chosen' | 'expired';

/** The one way a session ends. Storage is cleared either way; the caller sends the user to sign in. */
export async function signOut(reason: SignOutReason): Promise<void> {
  const store = sessionStore.getState();
  if (reason === 'expired') {
    store.clear();
    // On an auth page (a sign-in in progress) there is nothing to come back to.
    if (!isAuthPath(window.location.pathname)) rememberComingFrom();
    return;
  }
  // The session ends locally even when the server cannot be reached or refuses.
  if (store.token) await api.POST('/api/auth/logout').catch(() => undefined);
  store.signOut();
}
