import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (epoch ms), never below 0. */
export const secondsUntil = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/** A visible countdown: seconds left, ticking once a second, measured against the clock. */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const seconds = secondsUntil(deadline, Date.now());
      setLeft(seconds);
      if (seconds === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { secondsLeft: left, start };
}
