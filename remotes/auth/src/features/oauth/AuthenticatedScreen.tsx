import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@panel/api';
import { useNavigate } from '@panel/router';
import { sessionStore, takeComingFrom } from '@panel/session';
import { Alert, ButtonLink, Spinner, toast } from '@panel/ui';
import { useOAuthExchange } from '../../api/oauth-exchange';
import { AuthPage } from '../../lib/AuthPage';
import { authT, useAuthT } from '../../messages';
import { goToBanNotice, startSession } from '../login/sign-in';
import { readSignInFragment } from './sign-in-fragment';

/**
 * Where the backend sends the browser after Discord: the fragment holds a one-time code
 * (never the token). The code leaves the address bar and history before it is used.
 * A backend that returns with `?token=…&id=…` instead was handled before any bundle ran
 * (shell/boot/take-url-credentials.js) and startup loaded its user: nothing left to do here.
 */
export default function AuthenticatedScreen() {
  const t = useAuthT();
  const navigate = useNavigate();
  const exchange = useOAuthExchange();
  const [outcome] = useState(() => readSignInFragment(window.location.hash));
  // The server's own words for a refused code; the expired-link sentence for anything else.
  const [error, setError] = useState<string | null>(outcome.kind === 'failed' ? authT('signInLinkExpired') : null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);

    if (outcome.kind === 'cancelled') {
      toast.error(authT('discordCancelled'));
      navigate('/auth/login', { replace: true });
      return;
    }
    if (outcome.kind === 'failed') {
      if (sessionStore.getState().user) navigate(takeComingFrom() ?? '/', { replace: true });
      return;
    }
    exchange({ code: outcome.code })
      .then((session) => navigate(startSession(session), { replace: true }))
      .catch((failure: unknown) => {
        if (goToBanNotice(failure, navigate)) return;
        setError(failure instanceof ApiError && !failure.isNetworkError ? failure.message : authT('signInLinkExpired'));
      });
  }, [navigate, outcome, exchange]);

  return (
    <AuthPage title={t(error ? 'signInFailed' : 'signingYouIn')}>
      {error ? (
        <>
          <Alert tone="danger">{error}</Alert>
          <ButtonLink to="/auth/login" replace>
            {t('backToSignIn')}
          </ButtonLink>
        </>
      ) : (
        <Spinner label={t('signingYouIn')} />
      )}
    </AuthPage>
  );
}
