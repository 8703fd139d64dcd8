import { useCallback, useId } from 'react';
import { useCountdown } from './use-countdown';
import { retryAfterOf } from './wait-time';

/**
 * A form that must wait before it sends again: after a 429 that says how long (`retryAfter`),
 * or a cooldown the screen starts itself. Locked while the wait runs, open again by itself
 * when it is over, without a reload. Show the wait with `WaitNotice` and spread `buttonProps`
 * on the button it locks.
 */
export function useWaitLock() {
  const { secondsLeft, deadline, start } = useCountdown();
  const noticeId = useId();
  const locked = secondsLeft > 0 && deadline !== null;

  /** Starts the wait a failure asks for; false when it is not such a failure. */
  const lockAfter = useCallback(
    (failure: unknown): boolean => {
      const seconds = retryAfterOf(failure);
      if (seconds !== null) start(seconds);
      return seconds !== null;
    },
    [start],
  );

  return {
    locked,
    secondsLeft,
    /** When the wait ends (epoch ms), null when none runs. */
    until: locked ? deadline : null,
    noticeId,
    lockFor: start,
    lockAfter,
    /** The locked button stays focusable and says why it is locked: the notice's sentence. */
    buttonProps: { locked, 'aria-describedby': locked ? noticeId : undefined },
  };
}

export type WaitLock = ReturnType<typeof useWaitLock>;
