import { useEffect, type ReactNode } from 'react';
import { useSession } from '@panel/session';
import { DelayedSpinner, Loadable } from '@panel/ui';
import { useShellT } from '../messages';
import { RemoteMount } from '../remotes/RemoteMount';
import { ConfigError } from './ConfigError';
import { applyInstanceLook } from './instance-look';
import { useStartup } from './use-startup';
import './full-page.css';

/** Holds the app until startup has settled: config error, first-time setup, or the app itself. */
export function StartupGate({ children }: { children: ReactNode }) {
  const t = useShellT();
  const { state, outcome, retry } = useStartup();
  const config = useSession((s) => s.config);
  useEffect(() => {
    if (config) applyInstanceLook(config);
  }, [config]);

  if (outcome?.kind === 'config-error') return <ConfigError status={outcome.status} onRetry={retry} />;
  if (!outcome) {
    return (
      <main className="app-full-page">
        {state === 'timeout' ? (
          <Loadable state="timeout" onRetry={retry}>
            {null}
          </Loadable>
        ) : (
          <DelayedSpinner label={t('startingPanel')} />
        )}
      </main>
    );
  }
  if (outcome.kind === 'awaiting-configuration') {
    return (
      <main className="app-full-page">
        <RemoteMount name="auth" module="setup" />
      </main>
    );
  }
  return <>{children}</>;
}
