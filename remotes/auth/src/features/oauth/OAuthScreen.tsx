import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@panel/ui';
import { api, call } from '@panel/api';
import { Link } from '@panel/router';
import { useConfig } from '@panel/session';

/** Starts Discord sign-in: the API answers the consent URL, which carries the attempt's state. */
export default function OAuthScreen() {
  const { info, settings } = useConfig();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const start = useCallback(async () => {
    setError(null);
    try {
      const { url } = await call(api.POST('/api/auth/oauth/discord/start'));
      // Replace: going back from Discord should not land here and start another attempt.
      window.location.replace(url);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      started.current = false;
    }
  }, []);

  useEffect(() => {
    document.title = `Continue with Discord · ${info.name}`;
  }, [info.name]);

  useEffect(() => {
    if (!settings.login.discord || started.current) return;
    started.current = true;
    void start();
  }, [settings.login.discord, start]);

  return (
    <main className="full-page">
      <section className="card" aria-labelledby="oauth-title">
        <h1 id="oauth-title">Continue with Discord</h1>
        {!settings.login.discord ? (
          <p className="form-error" role="alert">
            Discord sign-in is not enabled on this panel.
          </p>
        ) : error ? (
          <>
            <p className="form-error" role="alert">
              {error}
            </p>
            <button type="button" className="button" onClick={() => void start()}>
              Try again
            </button>
          </>
        ) : (
          <p role="status">Taking you to Discord…</p>
        )}
        <p>
          <Link to="/auth/login">Back to sign in</Link>
        </p>
      </section>
    </main>
  );
}
