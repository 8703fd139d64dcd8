import { useEffect, useState, type ReactNode } from 'react';

/** Spec section 4: the states a loading indicator moves through. */
export type LoadState = 'initialized' | 'loading' | 'success' | 'error' | 'timeout';

/** Spec section 9: a spinner only appears after this delay, so fast loads never flash one. */
export const LOADABLE_DEFAULT_DELAY_MS = 200;

interface LoadableProps {
  state: LoadState;
  children: ReactNode;
  delayMs?: number;
  label?: string;
  errorMessage?: string;
  onRetry?: () => void;
}

export function Loadable({
  state,
  children,
  delayMs = LOADABLE_DEFAULT_DELAY_MS,
  label = 'Loading…',
  errorMessage = 'Something went wrong while loading.',
  onRetry,
}: LoadableProps) {
  if (state === 'success') return <>{children}</>;
  if (state === 'error' || state === 'timeout') {
    const message =
      state === 'timeout' ? 'This is taking longer than expected.' : errorMessage;
    return (
      <div className="notice notice-error" role="alert">
        <p>{message}</p>
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  return <DelayedSpinner delayMs={delayMs} label={label} />;
}

export function DelayedSpinner({ delayMs = LOADABLE_DEFAULT_DELAY_MS, label = 'Loading…' }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-dot" aria-hidden="true" />
      {label}
    </div>
  );
}
