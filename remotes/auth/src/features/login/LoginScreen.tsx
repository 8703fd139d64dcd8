import { useEffect } from 'react';
import { Link, useSearchParams } from '@panel/router';
import { useConfig } from '@panel/session';
import { EmailForm } from './EmailForm';

export const SIGN_UP_PATH = '/auth/login?signup';

/**
 * Sign-in and, with `?signup`, sign-up (there is no separate register route). Which ways
 * in are offered follows `settings.login`.
 */
export function LoginScreen() {
  const { info, settings } = useConfig();
  const { email, discord, turnstile_sitekey: sitekey, bg, floating } = settings.login;
  const [params] = useSearchParams();
  const mode = email && params.has('signup') ? 'signup' : 'signin';
  const title = mode === 'signup' ? 'Create account' : 'Sign in';

  useEffect(() => {
    document.title = `${title} · ${info.name}`;
  }, [title, info.name]);

  return (
    <main
      className="full-page login-page"
      data-layout={floating ? 'floating' : 'docked'}
      style={bg ? { backgroundImage: `url(${JSON.stringify(bg)})` } : undefined}
    >
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title">{title}</h1>
        {email && <EmailForm key={mode} mode={mode} sitekey={sitekey} />}
        {discord && (
          <Link className="button button-discord" to="/auth/oauth">
            Continue with Discord
          </Link>
        )}
        {!email && !discord && (
          <p className="notice notice-info" role="status">
            Signing in with an email or Discord is turned off on this panel. Use a passkey, or contact {info.name}.
          </p>
        )}
        <p className="login-links">
          <Link to="/auth/passkey">Sign in with a passkey</Link>
          {email && <Link to="/auth/forgot-password">Forgot password?</Link>}
        </p>
        {email &&
          (mode === 'signup' ? (
            <p className="login-switch">
              Already have an account? <Link to="/auth/login">Sign in</Link>
            </p>
          ) : (
            <p className="login-switch">
              New here? <Link to={SIGN_UP_PATH}>Create an account</Link>
            </p>
          ))}
      </section>
    </main>
  );
}
