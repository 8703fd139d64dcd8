import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (epoch ms), never below 0. */
export const secondsUntil = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * A visible countdown: seconds left (rounded up, so it reads 0 only once the time is over),
 * ticking once a second, measured against the clock. `deadline` is when it ends, null when none runs.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const seconds = secondsUntil(deadline, Date.now());
      setLeft(seconds);
      if (seconds === 0) setDeadline(null);
    };
    // Started on a whole number of seconds before the deadline, the ticks land on its seconds.
    const timer = setInterval(tick, 1000);
    // A hidden tab's timers are slowed down: coming back, the figure is brought up to date at once.
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    // Both at once: no render in between shows a countdown started with nothing left.
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, []);
  return { secondsLeft: left, deadline, start };
}
