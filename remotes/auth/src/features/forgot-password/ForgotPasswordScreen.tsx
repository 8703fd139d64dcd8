import { useEffect } from 'react';
import { useConfig } from '@panel/session';
import { useLinkToken } from '../../lib/use-link-token';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestLinkForm } from './RequestLinkForm';

/** Without a link token: ask for a reset link. With one (`#token=…` from the mail): set a new password. */
export function ForgotPasswordScreen() {
  const { info } = useConfig();
  const [linkToken, setLinkToken] = useLinkToken();
  useEffect(() => {
    document.title = `${linkToken ? 'Choose a new password' : 'Forgot password'} · ${info.name}`;
  }, [linkToken, info.name]);

  return (
    <main className="full-page">
      <section className="card login-card" aria-labelledby="forgot-title">
        {linkToken ? (
          <NewPasswordForm token={linkToken} onRequestNewLink={() => setLinkToken(null)} />
        ) : (
          <RequestLinkForm />
        )}
      </section>
    </main>
  );
}
