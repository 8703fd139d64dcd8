import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { api, ApiError, call } from '@panel/api';
import { Link, useNavigate } from '@panel/router';
import { sessionStore, takeComingFrom } from '@panel/session';
import { goToBanNotice, startSession } from '../login/sign-in';
import { DISCORD_CANCELLED, readSignInFragment } from './sign-in-fragment';

const FAILED = 'This sign-in link expired or was already used. Sign in again.';

/**
 * Where the backend sends the browser after Discord: the fragment holds a one-time code
 * (never the token). The code leaves the address bar and history before it is used.
 * A backend that returns with `?token=…&id=…` instead was handled before any bundle ran
 * (shell/boot/take-url-credentials.js) and startup loaded its user: nothing left to do here.
 */
export default function AuthenticatedScreen() {
  const navigate = useNavigate();
  const [outcome] = useState(() => readSignInFragment(window.location.hash));
  const [error, setError] = useState<string | null>(outcome.kind === 'failed' ? FAILED : null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);

    if (outcome.kind === 'cancelled') {
      toast.error(DISCORD_CANCELLED);
      navigate('/auth/login', { replace: true });
      return;
    }
    if (outcome.kind === 'failed') {
      if (sessionStore.getState().user) navigate(takeComingFrom() ?? '/', { replace: true });
      return;
    }
    call(api.POST('/api/auth/oauth/exchange', { body: { code: outcome.code } }))
      .then((session) => navigate(startSession(session), { replace: true }))
      .catch((failure: unknown) => {
        if (goToBanNotice(failure, navigate)) return;
        setError(failure instanceof ApiError && !failure.isNetworkError ? failure.message : FAILED);
      });
  }, [navigate, outcome]);

  return (
    <main className="full-page">
      <section className="card" aria-labelledby="authenticated-title">
        <h1 id="authenticated-title">{error ? 'Sign-in failed' : 'Signing you in…'}</h1>
        {error && (
          <>
            <p className="form-error" role="alert">
              {error}
            </p>
            <Link className="button" to="/auth/login" replace>
              Back to sign in
            </Link>
          </>
        )}
      </section>
    </main>
  );
}
