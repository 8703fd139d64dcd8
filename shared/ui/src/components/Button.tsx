import { Lock } from 'lucide-react';
import { forwardRef, useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useKitT } from '../i18n/kit-messages';
import { Spinner } from './Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner and ignores clicks and submits until it is over. */
  loading?: boolean;
  /**
   * Cannot be used until a wait is over (a rate limit, a cooldown): shows a lock and ignores
   * clicks and submits, but unlike `disabled` keeps its focus and stays announced. Point
   * `aria-describedby` at the sentence that says until when.
   */
  locked?: boolean;
  icon?: ReactNode;
  /** A handler that returns a promise keeps the button busy until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

/**
 * The one button. A second click while busy does nothing, even within the same frame.
 *
 * @example
 * <Button variant="danger" onClick={() => deleteServer(id)}>{t('delete')}</Button>
 * <Button type="submit" loading={isSubmitting}>{t('save')}</Button>
 * <Button type="submit" locked={wait.locked} aria-describedby={noticeId}>{t('signIn')}</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, locked = false, icon, onClick, className, children, type = 'button', ...rest },
  ref,
) {
  const t = useKitT();
  // A ref, not state: a double click arrives before React re-renders with `pending`.
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || locked || inFlight.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result instanceof Promise) {
      inFlight.current = true;
      setPending(true);
      void result.finally(() => {
        inFlight.current = false;
        setPending(false);
      });
    }
  };

  return (
    <button
      ref={ref}
      type={type}
      className={['ui-button', `ui-button-${variant}`, `ui-button-${size}`, className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      // aria-disabled, not disabled: the button keeps its focus and stays announced while busy.
      aria-disabled={busy || locked || rest.disabled || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy ? <Spinner size="sm" label={t('working')} /> : locked ? <Lock size={16} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
