import type { ReactNode } from 'react';
import { PageHeader, useT } from '@panel/ui';
import { useServersT } from '../../messages/servers';
import './servers.css';

/** The frame of both server screens: breadcrumbs back to the servers, the one h1, then the content. */
export function ServerScreenFrame({ route, title, description, children }: { route: 'serverEdit' | 'serverTransfer'; title?: string; description?: ReactNode; children: ReactNode }) {
  const t = useServersT();
  const routeTitle = useT('routes');
  return (
    <div className="server-screen">
      <PageHeader title={title ?? routeTitle(route)} description={description} breadcrumbs={[{ label: t('serverBreadcrumb'), to: '/' }, { label: routeTitle(route) }]} />
      {children}
    </div>
  );
}
