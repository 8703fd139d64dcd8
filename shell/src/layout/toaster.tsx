import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
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

// Spec section 9 keeps at most 20 toasts: react-hot-toast's own limit (toaster.test.tsx holds it).

/**
 * The page's Toaster, mounted once a toast is asked for (the kit's `toast` downloads the library
 * then): a page that never toasts never downloads it. Toasts asked for before it mounts show as
 * it does. Loaded by hand rather than with React.lazy: a Suspense boundary reveals its content on
 * a timer, and a page whose timers stand still (a paused clock) would never show the toast. If
 * react-hot-toast itself cannot be downloaded, the kit's toast shows the text plainly; if only
 * this Toaster's chunk cannot, nothing shows (the toasts wait in react-hot-toast's store).
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    import('./toaster-view').then(
      (loaded) => mounted && setView(() => loaded.default),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return View ? <View /> : null;
}
