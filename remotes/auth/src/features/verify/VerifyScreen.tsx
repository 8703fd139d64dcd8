import { useEffect, useState } from 'react';
import { ApiError } from '@panel/api';
import { useNavigate } from '@panel/router';
import { signOut, useSession } from '@panel/session';
import { Alert, Button, ButtonLink, Link, toast } from '@panel/ui';
import { useResendVerification } from '../../api/resend-verification';
import { AuthPage } from '../../lib/AuthPage';
import { useLinkToken } from '../../lib/use-link-token';
import { useWaitLock } from '../../lib/use-wait-lock';
import { WaitNotice } from '../../lib/WaitNotice';
import { authT, useAuthT, type AuthMessage } from '../../messages';
import { RESEND_COOLDOWN_SECONDS, verifyEmail } from './verify-email';

type LinkState = { kind: 'none' } | { kind: 'checking' } | { kind: 'verified' } | { kind: 'failed'; message: AuthMessage };

export function VerifyScreen() {
  const t = useAuthT();
  const [linkToken] = useLinkToken();
  const [outcome, setOutcome] = useState<{ token: string; state: LinkState } | null>(null);
  const navigate = useNavigate();
  const link: LinkState = !linkToken ? { kind: 'none' } : outcome?.token === linkToken ? outcome.state : { kind: 'checking' };

  useEffect(() => {
    if (!linkToken) return;
    let active = true;
    const setLink = (state: LinkState) => setOutcome({ token: linkToken, state });
    verifyEmail(linkToken).then(
      (next) => {
        if (!active) return;
        if (next) {
          toast.success(authT('emailVerifiedToast'));
          navigate(next, { replace: true });
        } else setLink({ kind: 'verified' });
      },
      (failure: unknown) =>
        active &&
        setLink({ kind: 'failed', message: failure instanceof ApiError && failure.status === 400 ? 'verifyLinkInvalid' : 'verifyLinkUnchecked' }),
    );
    return () => {
      active = false;
    };
  }, [linkToken, navigate]);

  return (
    <AuthPage title={t('verifyTitle')}>
      {link.kind === 'checking' && <p role="status">{t('checkingLink')}</p>}
      {link.kind === 'verified' && (
        <>
          <Alert tone="success">{t('emailVerified')}</Alert>
          <ButtonLink to="/auth/login">{t('signInLink')}</ButtonLink>
        </>
      )}
      {link.kind === 'failed' && <Alert tone="danger">{t(link.message)}</Alert>}
      {link.kind !== 'checking' && link.kind !== 'verified' && <ResendPrompt />}
    </AuthPage>
  );
}

function ResendPrompt() {
  const t = useAuthT();
  const email = useSession((s) => s.user?.email);
  const signedIn = useSession((s) => s.token !== null);
  const navigate = useNavigate();
  const resendVerification = useResendVerification();
  const cooldown = useWaitLock();
  const [error, setError] = useState<AuthMessage | null>(null);

  const resend = async () => {
    setError(null);
    try {
      await resendVerification();
      toast.success(authT('verificationSent'));
      cooldown.lockFor(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      if (cooldown.lockAfter(failure)) return;
      if (failure instanceof ApiError && failure.status === 409) navigate('/', { replace: true });
      else if (failure instanceof ApiError && failure.status === 401) setError('resendSessionEnded');
      else setError('resendFailed');
    }
  };

  if (!signedIn) {
    return (
      <p>
        {t('verifyOpenLink')} <Link to="/auth/login">{t('signInLink')}</Link>
      </p>
    );
  }

  const leave = async () => {
    await signOut('chosen');
    navigate('/auth/login', { replace: true });
  };

  return (
    <>
      <p>{email ? t('sentLinkTo', { email }) : t('sentLinkToYou')}</p>
      {error && <Alert tone="danger">{t(error)}</Alert>}
      <Button onClick={resend} {...cooldown.buttonProps}>
        {t('resendEmail')}
      </Button>
      <WaitNotice lock={cooldown} tone="info" shown={({ seconds }) => t('resendIn', { seconds })} spoken={(time) => t('resendAt', { time })} />
      <p>
        <Button variant="ghost" onClick={leave}>
          {t('signOut')}
        </Button>
      </p>
    </>
  );
}
