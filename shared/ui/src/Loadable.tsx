import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from './components/Alert';
import { Button } from './components/Button';
import { Spinner } from './components/Spinner';
import { useKitT } from './i18n/kit-messages';
import './Loadable.css';

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

export function Loadable({ state, children, delayMs = LOADABLE_DEFAULT_DELAY_MS, label, errorMessage, onRetry }: LoadableProps) {
  const t = useKitT();
  if (state === 'success') return <>{children}</>;
  if (state === 'error' || state === 'timeout') {
    return (
      <Alert tone="danger" actions={onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}>
        <p>{state === 'timeout' ? t('takingLong') : (errorMessage ?? t('loadFailed'))}</p>
      </Alert>
    );
  }
  return <DelayedSpinner delayMs={delayMs} label={label} />;
}

/** A spinner with its label, shown only once `delayMs` has passed. */
export function DelayedSpinner({ delayMs = LOADABLE_DEFAULT_DELAY_MS, label }: { delayMs?: number; label?: string }) {
  const t = useKitT();
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  const text = label ?? t('loading');
  return (
    <div className="ui-loading">
      <Spinner label={text} />
      {/* Seen, not read twice: the spinner's status already says it. */}
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
