import { useRef, useState } from 'react';

export interface SingleFlight<Args extends unknown[]> {
  /**
   * Starts the action unless a run is under way; a call meanwhile does nothing. The guard is
   * set in the caller's own task, so two clicks dispatched before React re-renders (a fast
   * double click) start one run, which `disabled={pending}` alone cannot promise.
   */
  run: (...args: Args) => Promise<void>;
  /** A run is under way: for the button's disabled state and its busy label. */
  pending: boolean;
}

/** Runs an async action at most once at a time; the next run may start once it settled (resolved or rejected). */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>): SingleFlight<Args> {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const run = async (...args: Args) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action(...args);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { run, pending };
}

/**
 * For an action that ends by leaving the screen (a navigation, a provider's checkout, a full
 * reload): awaiting it keeps the run pending, and its button disabled, until the screen is
 * gone, so no second click slips in while the next screen or page loads.
 */
export const stayPending = (): Promise<never> => new Promise<never>(() => undefined);
