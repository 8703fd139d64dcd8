import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { DefaultToastOptions } from 'react-hot-toast';
import { kitToastOptions, subscribeToToastsWanted, toastsWanted } from '@panel/ui';

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

// A Toaster that cannot be downloaded shows nothing: the kit's toast then shows its text plainly.
const ToasterView = lazy(
  (): Promise<{ default: ComponentType }> => import('./toaster-view').catch(() => ({ default: () => null })),
);

/**
 * The page's Toaster, mounted once a toast is asked for (the kit's `toast` downloads the library
 * then): a page that never toasts never downloads it. Toasts asked for before it mounts show as
 * it does.
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
