import {
  accessContext,
  canSeeNavEntry,
  NAV_SECTIONS,
  ROUTES,
  type NavEntry,
  type NavRouteId,
  type NavSection,
  type Route,
  type RouteDef,
} from '@panel/rules';
import type { Config, User } from '@panel/api/contract';

/** A route with a sidebar entry. */
export type NavRoute = RouteDef<NavRouteId> & { nav: NavEntry };

export interface NavSectionLinks {
  section: NavSection;
  routes: NavRoute[];
}

const isNavRoute = (route: Route): route is NavRoute => route.nav !== undefined;

/**
 * The sidebar's links, from the route record: the entries this user may see on this instance
 * (and has what the entry needs, such as a subscription), grouped by section in the record's
 * order, empty sections dropped.
 */
export function visibleNavSections(config: Config, user: User | null): NavSectionLinks[] {
  const ctx = accessContext(config, user);
  const visible = ROUTES.filter(isNavRoute).filter((route) => canSeeNavEntry(route, ctx));
  return NAV_SECTIONS.map((section) => ({
    section,
    routes: visible.filter((route) => route.nav.section === section),
  })).filter((links) => links.routes.length > 0);
}
