import { useEffect } from 'react';
import { sessionStore } from '@panel/session';
import { fetchUser } from '../startup/fetch-user';

const MIN_INTERVAL_MS = 5_000;

/**
 * Reloads the signed-in user when the tab comes back into view, so balance and rank in the
 * sidebar are current (and an ended session is noticed: its 401 goes to useSessionExpiry).
 */
export function useRefreshUserOnFocus(): void {
  useEffect(() => {
    let last = 0;
    const refresh = () => {
      const { token, userId, setUser } = sessionStore.getState();
      if (document.visibilityState !== 'visible' || !token || !userId || Date.now() - last < MIN_INTERVAL_MS) return;
      last = Date.now();
      fetchUser(userId).then(setUser, () => undefined);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
}
