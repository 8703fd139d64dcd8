import { lazy, Suspense, type ComponentType } from 'react';
import { DelayedSpinner } from '@panel/ui';
import { useAuthT } from './messages';

/** A screen loaded on first visit, so it stays out of the sign-in screen's bundle. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  return function LazyScreen() {
    const t = useAuthT();
    return (
      <Suspense fallback={<DelayedSpinner label={t('loading')} />}>
        <Screen />
      </Suspense>
    );
  };
}
