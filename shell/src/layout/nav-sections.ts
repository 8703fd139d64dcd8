import { accessContext, canSeeRoute, routeById, type RouteDef } from '@panel/rules';
import type { Config, User } from '@panel/api/contract';

interface NavSection {
  title: string;
  routeIds: string[];
}

const NAV_SECTIONS: NavSection[] = [
  {
    title: 'Dashboard',
    routeIds: ['home', 'panel', 'subscription', 'referrals', 'redeem', 'earn', 'adventCalendar', 'articles', 'settings'],
  },
  { title: 'Billing', routeIds: ['create', 'shop', 'order', 'funds'] },
  {
    title: 'Staff',
    routeIds: [
      'staffHome', 'staffUsers', 'staffInvoices', 'staffServers', 'staffPlans', 'staffCoupons',
      'staffDiscounts', 'staffEvents', 'staffArticles', 'staffLocations', 'staffEggs',
      'staffInsights', 'staffTransactions', 'staffInstanceSettings', 'staffAuditLogs', 'staffApiKeys',
    ],
  },
];

/** The sidebar's links: only routes this user may see on this instance, empty sections dropped. */
export function visibleNavSections(config: Config, user: User | null) {
  const ctx = accessContext(config, user);
  return NAV_SECTIONS.map((section) => ({
    title: section.title,
    routes: section.routeIds
      .map(routeById)
      .filter((route): route is RouteDef => route !== undefined && canSeeRoute(route, ctx)),
  })).filter((section) => section.routes.length > 0);
}
