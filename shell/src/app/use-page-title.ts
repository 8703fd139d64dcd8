import { useEffect } from 'react';
import type { RouteId } from '@panel/rules';
import { useConfig } from '@panel/session';
import { useNotFoundTitle, useRouteTitle } from './route-messages';

/** `document.title`: "<page> · <instance name>", the page being a route or, for null, not-found. */
export function usePageTitle(routeId: RouteId | null): void {
  const routeTitle = useRouteTitle();
  const notFound = useNotFoundTitle();
  const instanceName = useConfig().info.name;
  const page = routeId ? routeTitle(routeId) : notFound;
  useEffect(() => {
    document.title = `${page} · ${instanceName}`;
  }, [page, instanceName]);
}
