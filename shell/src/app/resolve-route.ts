import { matchRoutes } from '@panel/router';
import { ROUTES, type RouteDef } from '@panel/rules';

const routeObjects = ROUTES.map((route) => ({ path: route.path, route }));

/** The table entry for a path, using react-router's own ranking (static beats dynamic segments). */
export function resolveRoute(pathname: string): RouteDef | null {
  const matches = matchRoutes(routeObjects, pathname);
  return matches?.[0]?.route.route ?? null;
}
