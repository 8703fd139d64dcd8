import type { RefObject } from 'react';
import { Alert, Button, HumanCheck, type TurnstileStatus } from '@panel/ui';
import type { WaitLock } from '../../lib/use-wait-lock';
import { TooManyAttemptsNotice } from '../../lib/WaitNotice';
import { useAuthT } from '../../messages';
import { isWorthRetrying, signInErrorMessage } from './sign-in';

interface SubmitFeedbackProps {
  challengeBox: RefObject<HTMLDivElement | null>;
  challengeStatus: TurnstileStatus;
  waitingForChallenge: boolean;
  failure: unknown;
  lock: WaitLock;
  form: RefObject<HTMLFormElement | null>;
}

/**
 * Under the fields: the Turnstile widget and its state, why the last submit failed (with Retry
 * when sending again may work), and the wait of a refused attempt.
 */
export function SubmitFeedback({ challengeBox, challengeStatus, waitingForChallenge, failure, lock, form }: SubmitFeedbackProps) {
  const t = useAuthT();
  return (
    <>
      <HumanCheck box={challengeBox} status={challengeStatus} waiting={waitingForChallenge} />
      <TooManyAttemptsNotice lock={lock} />
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
