import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@panel/api';
import { Link, useNavigate } from '@panel/router';
import { signOut, useSession } from '@panel/session';
import { useSingleFlight } from '@panel/ui';
import { useLinkToken } from '../../lib/use-link-token';
import { useCountdown } from '../../lib/use-countdown';
import { retryAfterOf } from '../../lib/wait-time';
import { RESEND_COOLDOWN_SECONDS, resendVerification, verifyEmail } from './verify-email';

type LinkState = { kind: 'none' } | { kind: 'checking' } | { kind: 'verified' } | { kind: 'failed'; message: string };

export function VerifyScreen() {
  const [linkToken] = useLinkToken();
  const [outcome, setOutcome] = useState<{ token: string; state: LinkState } | null>(null);
  const navigate = useNavigate();
  const link: LinkState = !linkToken
    ? { kind: 'none' }
    : outcome?.token === linkToken
      ? outcome.state
      : { kind: 'checking' };

  useEffect(() => {
    if (!linkToken) return;
    let active = true;
    const setLink = (state: LinkState) => setOutcome({ token: linkToken, state });
    verifyEmail(linkToken).then(
      (next) => {
        if (!active) return;
        if (next) {
          toast.success('Your email address is verified');
          navigate(next, { replace: true });
        } else setLink({ kind: 'verified' });
      },
      (failure: unknown) =>
        active &&
        setLink({
          kind: 'failed',
          message:
            failure instanceof ApiError && failure.status === 400
              ? 'This verification link is invalid or has expired.'
              : 'The link could not be checked. Check your connection and reload the page.',
        }),
    );
    return () => {
      active = false;
    };
  }, [linkToken, navigate]);

  return (
    <main className="full-page">
      <section className="card login-card" aria-labelledby="verify-title">
        <h1 id="verify-title">Verify your email</h1>
        {link.kind === 'checking' && <p role="status">Checking your verification link…</p>}
        {link.kind === 'verified' && (
          <>
            <p role="status">Your email address is verified.</p>
            <Link className="button" to="/auth/login">
              Sign in
            </Link>
          </>
        )}
        {link.kind === 'failed' && (
          <p className="form-error" role="alert">
            {link.message}
          </p>
        )}
        {link.kind !== 'checking' && link.kind !== 'verified' && <ResendPrompt />}
      </section>
    </main>
  );
}

function ResendPrompt() {
  const email = useSession((s) => s.user?.email);
  const signedIn = useSession((s) => s.token !== null);
  const navigate = useNavigate();
  const { secondsLeft, start } = useCountdown();
  const [error, setError] = useState<string | null>(null);
  const { run: resend, pending } = useSingleFlight(async () => {
    setError(null);
    try {
      await resendVerification();
      toast.success('Verification email sent');
      start(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      const wait = retryAfterOf(failure);
      if (wait !== null) start(wait);
      else if (failure instanceof ApiError && failure.status === 409) navigate('/', { replace: true });
      else if (failure instanceof ApiError && failure.status === 401) setError('Your session has ended. Sign in again to get a new mail.');
      else setError('The mail could not be sent. Check your connection and try again.');
    }
  });

  if (!signedIn) {
    return (
      <p>
        Open the link in the verification mail we sent you, or <Link to="/auth/login">sign in</Link> to get a new one.
      </p>
    );
  }

  const leave = async () => {
    await signOut('chosen');
    navigate('/auth/login', { replace: true });
  };

  return (
    <>
      <p>
        We sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}. Open it to activate
        your account. No mail? Check your spam folder, or send it again.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" onClick={() => void resend()} disabled={pending || secondsLeft > 0}>
        {pending ? 'Sending…' : 'Resend email'}
      </button>
      {secondsLeft > 0 && (
        <p className="field-hint" role="status">
          You can send another mail in {secondsLeft} s.
        </p>
      )}
      <p className="login-links">
        <button type="button" className="link-button" onClick={leave}>
          Sign out
        </button>
      </p>
    </>
  );
}
