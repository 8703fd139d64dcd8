import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@panel/router';
import type { LoadState } from '@panel/ui';
import { takeStartup } from './first-startup';
import type { StartupOutcome } from './run-startup';

/** After this long without an answer the indicator moves to its timeout state and offers Retry. */
export const STARTUP_TIMEOUT_MS = 10_000;

/** Runs the startup flow once (again on retry) and applies its redirect before revealing the app. */
export function useStartup() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>('loading');
  const [outcome, setOutcome] = useState<StartupOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const firstLocation = useRef(location);
  // navigate changes with every location; startup runs once per visit, not per navigation.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => current && setState('timeout'), STARTUP_TIMEOUT_MS);
    void takeStartup(firstLocation.current).then((result) => {
      if (!current) return;
      clearTimeout(timer);
      // The router applies navigations in a transition; revealing the app in the same one
      // keeps it from rendering once at the pre-redirect location.
      startTransition(() => {
        if (result.kind === 'ready' && result.redirect) navigateRef.current(result.redirect, { replace: true });
        setOutcome(result);
        setState(result.kind === 'config-error' ? 'error' : 'success');
      });
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState('loading');
    setOutcome(null);
    setAttempt((n) => n + 1);
  }, []);
  return { state, outcome, retry };
}
