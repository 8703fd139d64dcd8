import { Toaster, type DefaultToastOptions } from 'react-hot-toast';

/** Spec section 9: how long each toast type stays, and removal 1000 ms after dismissal. */
export const TOAST_OPTIONS = {
  duration: 4000,
  removeDelay: 1000,
  blank: { duration: 4000 },
  error: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Infinity },
  custom: { duration: 4000 },
  style: { background: '#1f2739', color: '#e7ebf3' },
} satisfies DefaultToastOptions;

/** Spec section 9: at most 20 toasts are kept (react-hot-toast's own limit). */
export const TOAST_LIMIT = 20;

export function AppToaster() {
  return <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />;
}
