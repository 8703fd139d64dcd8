import { Alert, countdownParts, formatClock, formatDate, useLanguage, type AlertTone } from '@panel/ui';
import { useAuthT } from '../messages';
import type { WaitLock } from './use-wait-lock';

interface WaitNoticeProps {
  lock: WaitLock;
  /** What the screen shows, the time left ticking in it: "Too many attempts. Try again in 14:05." */
  shown: (left: { seconds: number; clock: string }) => string;
  /** What a screen reader hears, once, with the time the wait ends: "… You can try again at 10:15 AM." */
  spoken: (time: string) => string;
  tone?: AlertTone;
}

const MINUTE_MS = 60_000;

/**
 * The wait of a `useWaitLock`, counting down on screen. Screen readers hear it once, not every
 * second: the sentence sits in a polite live region that is there before the wait starts (a
 * region added with its text is not reliably read), and the ticking figure is hidden from them.
 */
export function WaitNotice({ lock, shown, spoken, tone = 'danger' }: WaitNoticeProps) {
  const language = useLanguage();
  // Named to the minute, rounded up: at the time it says, the wait is over.
  const endsAt = lock.until === null ? null : Math.ceil(lock.until / MINUTE_MS) * MINUTE_MS;
  const clock = formatClock(countdownParts(lock.secondsLeft * 1000, 0), { short: true });
  return (
    <>
      <p id={lock.noticeId} className="visually-hidden" aria-live="polite">
        {endsAt !== null && spoken(formatDate(endsAt, language, 'time'))}
      </p>
      {lock.locked && (
        <Alert tone={tone} role="none">
          <span aria-hidden="true">{shown({ seconds: lock.secondsLeft, clock })}</span>
        </Alert>
      )}
    </>
  );
}

/** The wait of a refused sign-in, sign-up or reset-link request (429). */
export function TooManyAttemptsNotice({ lock }: { lock: WaitLock }) {
  const t = useAuthT();
  return <WaitNotice lock={lock} shown={({ clock }) => t('tooManyAttemptsCountdown', { clock })} spoken={(time) => t('tooManyAttemptsUntil', { time })} />;
}
