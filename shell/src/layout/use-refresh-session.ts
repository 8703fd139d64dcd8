import { useEffect } from 'react';
import { toast } from '@panel/ui';
import { ApiError } from '@panel/api';
import { sessionStore } from '@panel/session';
import { fetchConfig } from '../api/config';
import { fetchUser } from '../api/user-info';
import { shellMessage } from '../messages';

const MIN_INTERVAL_MS = 5_000;

/**
 * Startup loads the configuration and the user once per visit; this loads them again when
 * the tab comes back into view, so balance, rank and settings are current. A refresh that
 * fails keeps the session and says so; only a 401 ends it (useSessionExpiry hears that one).
 */
export function useRefreshSessionOnReturn(): void {
  useEffect(() => {
    let last = 0;
    const refresh = () => {
      const { token, userId, setUser, setConfig } = sessionStore.getState();
      if (document.visibilityState !== 'visible' || !token || !userId || Date.now() - last < MIN_INTERVAL_MS) return;
      last = Date.now();
      void fetchConfig().then((result) => result.ok && setConfig(result.config));
      fetchUser(userId).then(setUser, (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 401)) toast.error(shellMessage('refreshFailed'), { id: 'refresh-failed' });
      });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
}
