import { Suspense, useState } from 'react';
import { useLocation } from '@panel/router';
import { DelayedSpinner } from '@panel/ui';
import type { RemoteName } from '@panel/rules';
import { RemoteBoundary } from './RemoteBoundary';
import { lazyRemote, type ExposedModule } from './remote-modules';

interface RemoteMountProps {
  name: RemoteName;
  module?: ExposedModule;
}

/** Renders a remote's exposed module inside the one boundary every remote goes through. */
export function RemoteMount({ name, module = 'app' }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const Remote = lazyRemote(name, module, attempt);
  return (
    <RemoteBoundary remote={name} resetKey={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<DelayedSpinner label="Loading…" />}>
        {/* lazyRemote caches one component per attempt: the same component on every render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Remote />
      </Suspense>
    </RemoteBoundary>
  );
}
