import { useEffect, useState } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Link, useNavigate } from '@panel/router';
import { useConfig, useSession } from '@panel/session';
import { stayPending, useSingleFlight } from '@panel/ui';
import { goToBanNotice, startSession } from '../login/sign-in';
import { addPasskey, passkeySignIn } from './passkey-ceremony';
import { NO_WEBAUTHN, passkeyErrorMessage } from './passkey-errors';

type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'error'; message: string } | { kind: 'done' };
type Outcome = Exclude<Status, { kind: 'pending' }>;

function usePasskeyAction(run: () => Promise<void>, ceremony: 'sign-in' | 'add') {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { run: start, pending } = useSingleFlight(async () => {
    try {
      await run();
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'error', message: passkeyErrorMessage(error, ceremony) });
    }
  });
  const status: Status = pending ? { kind: 'pending' } : outcome;
  return { status, start };
}

function SignInWithPasskey() {
  const navigate = useNavigate();
  const { status, start } = usePasskeyAction(async () => {
    try {
      navigate(startSession(await passkeySignIn()), { replace: true });
    } catch (failure) {
      if (!goToBanNotice(failure, navigate)) throw failure;
    }
    // Signed in: the button stays busy while the next screen loads.
    await stayPending();
  }, 'sign-in');
  return (
    <>
      <h1 id="passkey-title">Sign in with a passkey</h1>
      <p>Use the passkey saved on this device or your phone. No password needed.</p>
      {status.kind === 'error' && (
        <p className="form-error" role="alert">
          {status.message}
        </p>
      )}
      <button type="button" className="button" disabled={status.kind === 'pending'} onClick={() => void start()}>
        {status.kind === 'pending' ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
      <p>
        <Link to="/auth/login">Sign in with email and password</Link>
      </p>
    </>
  );
}

function AddPasskey({ username }: { username: string }) {
  const { status, start } = usePasskeyAction(async () => {
    await addPasskey();
  }, 'add');
  return (
    <>
      <h1 id="passkey-title">Passkeys</h1>
      <p>
        Signed in as <strong>{username}</strong>. Add a passkey to sign in next time with your fingerprint, face or
        screen lock instead of a password.
      </p>
      {status.kind === 'error' && (
        <p className="form-error" role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'done' ? (
        <>
          <p className="notice notice-info" role="status">
            Passkey added. Next time, choose “Sign in with a passkey”.
          </p>
          <Link className="button" to="/">
            Continue
          </Link>
        </>
      ) : (
        <button type="button" className="button" disabled={status.kind === 'pending'} onClick={() => void start()}>
          {status.kind === 'pending' ? 'Waiting for your device…' : 'Add a passkey'}
        </button>
      )}
    </>
  );
}

export default function PasskeyScreen() {
  const { info } = useConfig();
  const user = useSession((s) => (s.token ? s.user : null));
  // Decided once: signing in here must not flash the signed-in view before navigating away.
  const [signedInAtOpen] = useState(() => user !== null);
  const supported = browserSupportsWebAuthn();

  useEffect(() => {
    document.title = `Passkeys · ${info.name}`;
  }, [info.name]);

  return (
    <main className="full-page">
      <section className="card" aria-labelledby="passkey-title">
        {!supported ? (
          <>
            <h1 id="passkey-title">{signedInAtOpen ? 'Passkeys' : 'Sign in with a passkey'}</h1>
            <p className="form-error" role="alert">
              {NO_WEBAUTHN}
            </p>
            <Link to={signedInAtOpen ? '/' : '/auth/login'}>
              {signedInAtOpen ? 'Back to the panel' : 'Sign in with email and password'}
            </Link>
          </>
        ) : signedInAtOpen && user ? (
          <AddPasskey username={user.username} />
        ) : (
          <SignInWithPasskey />
        )}
      </section>
    </main>
  );
}
