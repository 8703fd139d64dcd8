import { Toaster, type DefaultToastOptions } from 'react-hot-toast';
import { kitToastOptions } from '@panel/ui';

/** Spec section 9: how long each toast type stays, and removal 1000 ms after dismissal; the kit's look. */
export const TOAST_OPTIONS = {
  ...kitToastOptions,
  duration: 4000,
  removeDelay: 1000,
  blank: { duration: 4000 },
  error: { ...kitToastOptions.error, duration: 4000 },
  success: { ...kitToastOptions.success, duration: 2000 },
  loading: { duration: Infinity },
  custom: { duration: 4000 },
} satisfies DefaultToastOptions;

/** Spec section 9: at most 20 toasts are kept (react-hot-toast's own limit). */
export const TOAST_LIMIT = 20;

export function AppToaster() {
  return <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />;
}
