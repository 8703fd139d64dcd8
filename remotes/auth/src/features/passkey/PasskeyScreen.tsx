import { useState } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useNavigate } from '@panel/router';
import { safeReturnPath } from '@panel/rules';
import { readItem, STORAGE_KEYS, takeComingFrom, useSession } from '@panel/session';
import { Alert, Button, ButtonLink, Link, stayPending, useSingleFlight } from '@panel/ui';
import { AuthPage } from '../../lib/AuthPage';
import { useAuthT } from '../../messages';
import { goToBanNotice, startSession } from '../login/sign-in';
import { addPasskey, passkeySignIn } from './passkey-ceremony';
import { passkeyErrorMessage } from './passkey-errors';

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'done' };

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
  return { outcome, pending, start };
}

function SignInWithPasskey() {
  const t = useAuthT();
  const navigate = useNavigate();
  const { outcome, pending, start } = usePasskeyAction(async () => {
    try {
      navigate(startSession(await passkeySignIn()), { replace: true });
    } catch (failure) {
      if (!goToBanNotice(failure, navigate)) throw failure;
    }
    // Signed in: the button stays busy while the next screen loads.
    await stayPending();
  }, 'sign-in');
  return (
    <AuthPage title={t('signInWithPasskey')}>
      <p>{t('passkeySignInIntro')}</p>
      {outcome.kind === 'error' && <Alert tone="danger">{outcome.message}</Alert>}
      <Button loading={pending} onClick={() => void start()}>
        {pending ? t('waitingForPasskey') : t('signInWithPasskey')}
      </Button>
      <p>
        <Link to="/auth/login">{t('signInWithEmail')}</Link>
      </p>
    </AuthPage>
  );
}

function AddPasskey({ username }: { username: string }) {
  const t = useAuthT();
  // The page that sent the person here (the settings' "Add a passkey"): read while drawing (a
  // render may be thrown away and redone), forgotten once they follow it.
  const returnTo = safeReturnPath(readItem(STORAGE_KEYS.comingFrom)) ?? '/';
  const { outcome, pending, start } = usePasskeyAction(async () => {
    await addPasskey();
  }, 'add');
  return (
    <AuthPage title={t('passkeysTitle')}>
      <p>{t('passkeyAddIntro', { username })}</p>
      {outcome.kind === 'error' && <Alert tone="danger">{outcome.message}</Alert>}
      {outcome.kind === 'done' ? (
        <>
          <Alert tone="success">{t('passkeyAdded')}</Alert>
          <ButtonLink to={returnTo} onClick={() => takeComingFrom()}>
            {t('continue')}
          </ButtonLink>
        </>
      ) : (
        <Button loading={pending} onClick={() => void start()}>
          {pending ? t('waitingForDevice') : t('addPasskey')}
        </Button>
      )}
    </AuthPage>
  );
}

function PasskeysUnsupported({ signedIn }: { signedIn: boolean }) {
  const t = useAuthT();
  return (
    <AuthPage title={t(signedIn ? 'passkeysTitle' : 'signInWithPasskey')}>
      <Alert tone="danger">{t('passkeyUnsupported')}</Alert>
      <p>{signedIn ? <Link to="/">{t('backToPanel')}</Link> : <Link to="/auth/login">{t('signInWithEmail')}</Link>}</p>
    </AuthPage>
  );
}

export default function PasskeyScreen() {
  const user = useSession((s) => (s.token ? s.user : null));
  // Decided once: signing in here must not flash the signed-in view before navigating away.
  const [signedInAtOpen] = useState(() => user !== null);
  if (!browserSupportsWebAuthn()) return <PasskeysUnsupported signedIn={signedInAtOpen} />;
  return signedInAtOpen && user ? <AddPasskey username={user.username} /> : <SignInWithPasskey />;
}
