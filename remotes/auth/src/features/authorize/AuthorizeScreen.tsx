import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, ApiError, call } from '@panel/api';
import type { OAuthConsent } from '@panel/api/contract';
import { Link, useLocation, useNavigate } from '@panel/router';
import { rememberComingFrom, useConfig, useSession } from '@panel/session';
import { apiErrorMessage, DelayedSpinner, stayPending, useSingleFlight } from '@panel/ui';
import { buildClientRedirect, parseAuthorizeRequest, type AuthorizeRequest } from './authorize-request';
import { useConsent } from './use-consent';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="full-page">
      <section className="card" aria-labelledby="authorize-title">
        <h1 id="authorize-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}

function RequestError({ message }: { message: string }) {
  return (
    <Card title="This authorization request is not valid">
      <p className="form-error" role="alert">
        {message}
      </p>
      <p>You were not sent anywhere. Close this page, or go back to the application and try again.</p>
      <Link to="/">Go to the panel</Link>
    </Card>
  );
}

const consentErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 404) return 'This application is not known to this panel.';
  if (error instanceof ApiError && error.status === 400) return `The application sent an invalid request: ${error.message}.`;
  return apiErrorMessage(error);
};

function Consent({ request, consent, username }: { request: AuthorizeRequest; consent: OAuthConsent; username: string }) {
  const [error, setError] = useState<string | null>(null);
  const host = new URL(consent.redirectUri).host;

  const allow = async () => {
    setError(null);
    try {
      const { code } = await call(
        api.POST('/api/oauth/authorize', {
          body: {
            clientId: consent.client.id,
            redirectUri: consent.redirectUri,
            scope: request.scope,
            ...(request.codeChallenge !== null && { codeChallenge: request.codeChallenge }),
          },
        }),
      );
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
    <Card title={`${consent.client.name} wants to use your account`}>
      <p>
        Signed in as <strong>{username}</strong>.
      </p>
      <p>If you allow it, {consent.client.name} will be able to see:</p>
      <ul aria-label="Requested access">
        {consent.scopes.map((scope) => (
          <li key={scope.name}>{scope.description}</li>
        ))}
      </ul>
      <p>Either way you will be sent back to {host}.</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" disabled={pending} onClick={() => void answer('deny')}>
          Deny
        </button>
        <button type="button" className="button" disabled={pending} onClick={() => void answer('allow')}>
          Allow
        </button>
      </div>
    </Card>
  );
}

export default function AuthorizeScreen() {
  const { info } = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession((s) => (s.token ? s.user : null));
  const parsed = useMemo(() => parseAuthorizeRequest(location.search), [location.search]);
  const consent = useConsent(parsed.ok && user ? parsed.request : null);

  useEffect(() => {
    document.title = `Authorize application · ${info.name}`;
  }, [info.name]);

  const sentToLogin = useRef(false);
  useEffect(() => {
    if (user || sentToLogin.current) return;
    sentToLogin.current = true;
    rememberComingFrom(location.pathname + location.search);
    navigate('/auth/login', { replace: true });
  }, [user, location.pathname, location.search, navigate]);

  if (!parsed.ok) return <RequestError message={parsed.message} />;
  if (!user) return null;
  if (consent.error) return <RequestError message={consentErrorMessage(consent.error)} />;
  if (consent.data && consent.data.redirectUri !== parsed.request.redirectUri) {
    return <RequestError message="The server confirmed a different return address; nothing was sent." />;
  }
  if (!consent.data) {
    return (
      <main className="full-page">
        <DelayedSpinner label="Loading the request…" />
      </main>
    );
  }
  return <Consent request={parsed.request} consent={consent.data} username={user.username} />;
}
