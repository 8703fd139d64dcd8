import type { ReactNode } from 'react';
import { useSession } from '@panel/session';
import type { RemoteName } from '@panel/rules';

declare const process: { env: { BUILD_ID: string } };

/**
 * The root of every remote's render: marks which team owns this part of the page
 * (`data-boundary`), which session store instance it sees, and which build is live
 * (`data-build`, for diagnosis; not shown to the person using the panel).
 */
export function RemoteRoot({ name, children }: { name: RemoteName; children: ReactNode }) {
  const sessionInstance = useSession((s) => s.instanceId);
  return (
    <div className="remote-root" data-boundary={name} data-session-instance={sessionInstance} data-build={process.env.BUILD_ID}>
      {children}
    </div>
  );
}
