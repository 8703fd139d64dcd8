import type { Config, User } from '@panel/api/contract';
import type { NavEntry, RouteDef } from './routes';

export type Rank = User['rank'];

export const isStaffRank = (rank: Rank | undefined): boolean =>
  rank === 'STAFF' || rank === 'ADMIN';
export const isAdminRank = (rank: Rank | undefined): boolean => rank === 'ADMIN';

export interface AccessContext {
  features: Pick<Config['features'], 'perServerPlans' | 'adventCalendar'>;
  coinEarning: boolean;
  /** Game-panel accounts are managed outside this panel: no `/panel`. */
  disableMAA: boolean;
  /** The referral programme is on (`settings.referrals.enabled`): `/referrals` exists. */
  referrals: boolean;
  rank: Rank | undefined;
  /** The user has a premium subscription, running or cancelled but not yet ended. */
  hasSubscription: boolean;
}

export const accessContext = (config: Config, user: User | null): AccessContext => ({
  features: config.features,
  coinEarning: config.coinEarning,
  disableMAA: config.disableMAA,
  referrals: config.settings.referrals.enabled,
  rank: user?.rank,
  hasSubscription: hasSubscription(user),
});

/** Whether the user has a subscription to see on `/subscription` (a cancelled one shows until it ends there). */
export const hasSubscription = (user: Pick<User, 'subscription'> | null | undefined): boolean =>
  user?.subscription !== undefined && user.subscription !== null;

const flagValue = (flag: string, ctx: AccessContext): boolean => {
  if (flag === 'coinEarning') return ctx.coinEarning;
  if (flag === 'disableMAA') return ctx.disableMAA;
  if (flag === 'referrals') return ctx.referrals;
  return Boolean(ctx.features[flag as keyof AccessContext['features']]);
};

/** Whether this user, on this instance, may see the route at all. */
export function canSeeRoute(route: RouteDef, ctx: AccessContext): boolean {
  const { feature, minRank } = route.gate ?? {};
  if (feature && flagValue(feature.flag, ctx) !== feature.is) return false;
  if (minRank === 'ADMIN') return isAdminRank(ctx.rank);
  if (minRank === 'STAFF') return isStaffRank(ctx.rank);
  return true;
}

/** Whether the sidebar links the route for this user: they may see it, and its entry's condition holds. */
export function canSeeNavEntry(route: RouteDef & { nav: NavEntry }, ctx: AccessContext): boolean {
  if (!canSeeRoute(route, ctx)) return false;
  if (route.nav.onlyWith === 'subscription') return ctx.hasSubscription;
  return true;
}
