import type { ReactNode } from 'react';
import { DelayedSpinner, Loadable } from '@panel/ui';
import { RemoteMount } from '../remotes/RemoteMount';
import { ConfigError } from './ConfigError';
import { useStartup } from './use-startup';

/** Holds the app until startup has settled: config error, first-time setup, or the app itself. */
export function StartupGate({ children }: { children: ReactNode }) {
  const { state, outcome, retry } = useStartup();

  if (outcome?.kind === 'config-error') return <ConfigError status={outcome.status} onRetry={retry} />;
  if (!outcome) {
    return (
      <main className="full-page">
        {state === 'timeout' ? (
          <Loadable state="timeout" onRetry={retry}>
            {null}
          </Loadable>
        ) : (
          <DelayedSpinner label="Starting the panel…" />
        )}
      </main>
    );
  }
  if (outcome.kind === 'awaiting-configuration') {
    return (
      <main className="full-page">
        <RemoteMount name="auth" module="setup" />
      </main>
    );
  }
  return <>{children}</>;
}
