import { useEffect } from 'react';
import { toast } from '@panel/ui';
import { onUnauthorized } from '@panel/api';
import { useNavigate } from '@panel/router';
import { sessionStore, signOut } from '@panel/session';
import { shellMessage } from '../messages';
import { LOGIN_PATH } from './run-startup';

/**
 * What a 401 on an authenticated call means once the app runs: the session is gone. Forget
 * it, remember where the user was, and send them to sign in; they come back after it.
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!sessionStore.getState().token) return; // an earlier 401 of the same moment handled it
        void signOut('expired');
        toast.error(shellMessage('sessionEnded'), { id: 'session-ended' });
        navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate],
  );
}
