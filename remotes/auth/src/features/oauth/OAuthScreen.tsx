import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from '@panel/session';
import { Alert, apiErrorMessage, Button, Link } from '@panel/ui';
import { useDiscordStart } from '../../api/oauth-start';
import { AuthPage } from '../../lib/AuthPage';
import { useAuthT } from '../../messages';

/** Starts Discord sign-in: the API answers the consent URL, which carries the attempt's state. */
export default function OAuthScreen() {
  const t = useAuthT();
  const { settings } = useConfig();
  const startDiscord = useDiscordStart();
  const [failure, setFailure] = useState<unknown>(null);
  const started = useRef(false);

  const start = useCallback(async () => {
    setFailure(null);
    try {
      const { url } = await startDiscord();
      // Replace: going back from Discord should not land here and start another attempt.
      window.location.replace(url);
    } catch (error) {
      setFailure(error);
      started.current = false;
    }
  }, [startDiscord]);

  useEffect(() => {
    if (!settings.login.discord || started.current) return;
    started.current = true;
    void start();
  }, [settings.login.discord, start]);

  return (
    <AuthPage title={t('discordTitle')}>
      {!settings.login.discord ? (
        <Alert tone="danger">{t('discordOff')}</Alert>
      ) : failure !== null ? (
        <Alert tone="danger" actions={<Button onClick={start}>{t('tryAgain')}</Button>}>
          {apiErrorMessage(failure)}
        </Alert>
      ) : (
        <p role="status">{t('toDiscord')}</p>
      )}
      <p>
        <Link to="/auth/login">{t('backToSignIn')}</Link>
      </p>
    </AuthPage>
  );
}
