import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@panel/api';
import type { OAuthConsent } from '@panel/api/contract';
import { useLocation, useNavigate } from '@panel/router';
import { rememberComingFrom, useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, Link, Spinner, stayPending, useSingleFlight } from '@panel/ui';
import { useOAuthAuthorize } from '../../api/oauth-authorize';
import { useOAuthConsent } from '../../api/oauth-consent';
import { AuthPage } from '../../lib/AuthPage';
import { authT, useAuthT } from '../../messages';
import { buildClientRedirect, parseAuthorizeRequest, type AuthorizeRequest } from './authorize-request';

function RequestError({ message }: { message: string }) {
  const t = useAuthT();
  return (
    <AuthPage title={t('authorizeInvalidTitle')}>
      <Alert tone="danger">{message}</Alert>
      <p>{t('authorizeInvalidHelp')}</p>
      <p>
        <Link to="/">{t('goToPanel')}</Link>
      </p>
    </AuthPage>
  );
}

const consentErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 404) return authT('authorizeUnknownClient');
  if (error instanceof ApiError && error.status === 400) return authT('authorizeBadRequest', { reason: error.message });
  return apiErrorMessage(error);
};

function Consent({ request, consent, username }: { request: AuthorizeRequest; consent: OAuthConsent; username: string }) {
  const t = useAuthT();
  const authorize = useOAuthAuthorize();
  const [error, setError] = useState<string | null>(null);
  const host = new URL(consent.redirectUri).host;
  const client = consent.client.name;

  const allow = async () => {
    setError(null);
    try {
      const { code } = await authorize({
        clientId: consent.client.id,
        redirectUri: consent.redirectUri,
        scope: request.scope,
        ...(request.codeChallenge !== null && { codeChallenge: request.codeChallenge }),
      });
      window.location.assign(buildClientRedirect(consent.redirectUri, { code, state: request.state }));
    } catch (failure) {
      setError(consentErrorMessage(failure));
      return;
    }
    await stayPending();
  };

  const deny = () => {
    window.location.assign(buildClientRedirect(consent.redirectUri, { error: 'access_denied', state: request.state }));
    return stayPending();
  };

  // One flight for both buttons: a double click, or Allow then Deny, answers the application once.
  const { run: answer, pending } = useSingleFlight((choice: 'allow' | 'deny') => (choice === 'allow' ? allow() : deny()));

  return (
    <AuthPage title={t('authorizeWants', { client })}>
      <p>{t('signedInAs', { username })}</p>
      <p>{t('authorizeWillSee', { client })}</p>
      <ul aria-label={t('requestedAccess')}>
        {consent.scopes.map((scope) => (
          <li key={scope.name}>{scope.description}</li>
        ))}
      </ul>
      <p>{t('authorizeSentBack', { host })}</p>
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="auth-actions">
        <Button variant="secondary" disabled={pending} onClick={() => void answer('deny')}>
          {t('deny')}
        </Button>
        <Button disabled={pending} onClick={() => void answer('allow')}>
          {t('allow')}
        </Button>
      </div>
    </AuthPage>
  );
}

export default function AuthorizeScreen() {
  const t = useAuthT();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession((s) => (s.token ? s.user : null));
  const parsed = useMemo(() => parseAuthorizeRequest(location.search), [location.search]);
  const consent = useOAuthConsent(parsed.ok && user ? parsed.request : null);

  // A malformed request is refused as it is: signing in first would only lead back to the same error.
  const sentToLogin = useRef(false);
  useEffect(() => {
    if (user || !parsed.ok || sentToLogin.current) return;
    sentToLogin.current = true;
    rememberComingFrom(location.pathname + location.search);
    navigate('/auth/login', { replace: true });
  }, [user, parsed.ok, location.pathname, location.search, navigate]);

  if (!parsed.ok) return <RequestError message={t(parsed.problem)} />;
  if (!user) return null;
  if (consent.error) return <RequestError message={consentErrorMessage(consent.error)} />;
  if (consent.data && consent.data.redirectUri !== parsed.request.redirectUri) return <RequestError message={t('authorizeRedirectChanged')} />;
  if (!consent.data) {
    return (
      <AuthPage title={t('authorizeTitle')}>
        <Spinner label={t('loadingRequest')} />
      </AuthPage>
    );
  }
  return <Consent request={parsed.request} consent={consent.data} username={user.username} />;
}
