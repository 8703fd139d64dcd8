import { Alert } from '../components/Alert';
import { useKitT } from '../i18n/kit-messages';
import type { RefObject } from 'react';
import type { TurnstileStatus } from './turnstile';
import './HumanCheck.css';

interface HumanCheckProps {
  /** `useTurnstile(...).container`: where the widget is drawn. */
  box: RefObject<HTMLDivElement | null>;
  status: TurnstileStatus;
  /** A submit is waiting for the answer: say what is missing. */
  waiting?: boolean;
}

/**
 * The instance's Turnstile widget, where a call needs its answer (sign-in, ordering, renewing),
 * and its state; nothing when the instance asks for none.
 *
 * @example
 * const challenge = useTurnstile(config.settings.login.turnstile_sitekey || null);
 * <HumanCheck box={challenge.container} status={challenge.status} waiting={submittedWithoutToken} />
 */
export function HumanCheck({ box, status, waiting = false }: HumanCheckProps) {
  const t = useKitT();
  if (status === 'off') return null;
  return (
    <>
      <div ref={box} className="ui-human-check" data-testid="turnstile" />
      {status === 'failed' && <Alert tone="danger">{t('challengeFailed')}</Alert>}
      {waiting && status !== 'failed' && <Alert tone="info">{t('challengeWaiting')}</Alert>}
    </>
  );
}
