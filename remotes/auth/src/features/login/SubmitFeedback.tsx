import type { RefObject } from 'react';
import { Alert, Button } from '@panel/ui';
import { useAuthT } from '../../messages';
import { isWorthRetrying, signInErrorMessage } from './sign-in';
import type { TurnstileStatus } from './turnstile';

interface SubmitFeedbackProps {
  challengeBox: RefObject<HTMLDivElement | null>;
  challengeStatus: TurnstileStatus;
  waitingForChallenge: boolean;
  failure: unknown;
  form: RefObject<HTMLFormElement | null>;
}

/** Under the fields: the Turnstile widget and its state, and why the last submit failed (with Retry when sending again may work). */
export function SubmitFeedback({ challengeBox, challengeStatus, waitingForChallenge, failure, form }: SubmitFeedbackProps) {
  const t = useAuthT();
  return (
    <>
      {challengeStatus !== 'off' && <div ref={challengeBox} className="auth-turnstile" data-testid="turnstile" />}
      {challengeStatus === 'failed' && <Alert tone="danger">{t('challengeFailed')}</Alert>}
      {waitingForChallenge && challengeStatus !== 'failed' && <Alert tone="info">{t('challengeWaiting')}</Alert>}
      {failure !== null && (
        <Alert
          tone="danger"
          actions={
            isWorthRetrying(failure) && (
              <Button variant="secondary" size="sm" onClick={() => form.current?.requestSubmit()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {signInErrorMessage(failure)}
        </Alert>
      )}
    </>
  );
}
