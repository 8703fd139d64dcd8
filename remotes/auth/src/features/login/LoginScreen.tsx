import { useSearchParams } from '@panel/router';
import { useConfig } from '@panel/session';
import { Alert, ButtonLink, Link } from '@panel/ui';
import { AuthPage } from '../../lib/AuthPage';
import { useAuthT } from '../../messages';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export const SIGN_UP_PATH = '/auth/login?signup';

/**
 * Sign-in and, with `?signup`, sign-up (there is no separate register route). Which ways
 * in are offered follows `settings.login`.
 */
export function LoginScreen() {
  const t = useAuthT();
  const { info, settings } = useConfig();
  const { email, discord, turnstile_sitekey: sitekey, bg, floating } = settings.login;
  const [params] = useSearchParams();
  const signingUp = email && params.has('signup');

  return (
    <AuthPage title={t(signingUp ? 'signUpTitle' : 'signInTitle')} layout={floating ? 'floating' : 'docked'} background={bg}>
      {email && (signingUp ? <SignUpForm sitekey={sitekey} /> : <SignInForm sitekey={sitekey} />)}
      {discord && (
        <ButtonLink variant="secondary" to="/auth/oauth">
          {t('continueWithDiscord')}
        </ButtonLink>
      )}
      {!email && !discord && <Alert tone="info">{t('signInTurnedOff', { name: info.name })}</Alert>}
      <p className="auth-links">
        <Link to="/auth/passkey">{t('signInWithPasskey')}</Link>
        {email && <Link to="/auth/forgot-password">{t('forgotPassword')}</Link>}
      </p>
      {email && (
        <p>
          {signingUp ? t('alreadyHaveAccount') : t('newHere')}{' '}
          {signingUp ? <Link to="/auth/login">{t('signInLink')}</Link> : <Link to={SIGN_UP_PATH}>{t('createAnAccount')}</Link>}
        </p>
      )}
    </AuthPage>
  );
}
