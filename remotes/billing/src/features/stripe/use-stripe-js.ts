import { useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry adds Stripe.js to the page only when loadStripe is called, i.e. on this route.
import { loadStripe } from '@stripe/stripe-js/pure';

type StripeJs = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

/** Stripe.js for the publishable key, and a way to try again after it failed to load. */
export function useStripeJs(publishableKey: string): StripeJs & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<StripeJs>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    loadStripe(publishableKey).then(
      (stripe) => current && setResult(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
      () => current && setResult({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);
  const retry = () => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { ...result, retry };
}
