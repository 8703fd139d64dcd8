import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from '@panel/router';
import { DelayedSpinner } from '@panel/ui';
import type { RemoteName } from '@panel/rules';
import { BootFragmentDone } from '../startup/BootFragmentDone';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteComponent, type ExposedModule } from './remote-modules';

interface RemoteMountProps {
  name: RemoteName;
  module?: ExposedModule;
}

/** Renders a remote's exposed module inside the one boundary every remote goes through. */
export function RemoteMount({ name, module = 'app' }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // Chosen here, outside Suspense: a component that suspends before its first commit loses
  // its state, so choosing inside the attempt started a fresh load on every suspended render.
  const Remote = useMemo(() => remoteComponent(name, module, attempt), [name, module, attempt]);
  return (
    <RemoteBoundary remote={name} resetKey={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<DelayedSpinner />}>
        <RemoteAttempt key={`${name}/${module}#${attempt}`} Remote={Remote} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** One attempt: the component chosen for it, and the boot fragment's removal once it shows. */
function RemoteAttempt({ Remote }: { Remote: ComponentType }) {
  return (
    <>
      <Remote />
      <BootFragmentDone />
    </>
  );
}
