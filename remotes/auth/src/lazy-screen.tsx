import { lazy, Suspense, type ComponentType } from 'react';
import { DelayedSpinner } from '@panel/ui';

/** A screen loaded on first visit, so it stays out of the sign-in screen's bundle. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function LazyScreen() {
    return (
      <Suspense fallback={<DelayedSpinner label="Loading…" />}>
        <Screen />
      </Suspense>
    );
  };
}
