import type { Config, User } from '@panel/api/contract';
import type { RouteDef } from './routes';

export type Rank = User['rank'];

export const isStaffRank = (rank: Rank | undefined): boolean =>
  rank === 'STAFF' || rank === 'ADMIN';
export const isAdminRank = (rank: Rank | undefined): boolean => rank === 'ADMIN';

export interface AccessContext {
  features: Pick<Config['features'], 'perServerPlans' | 'adventCalendar'>;
  coinEarning: boolean;
  rank: Rank | undefined;
}

export const accessContext = (config: Config, user: User | null): AccessContext => ({
  features: config.features,
  coinEarning: config.coinEarning,
  rank: user?.rank,
});

const flagValue = (flag: string, ctx: AccessContext): boolean =>
  flag === 'coinEarning'
    ? ctx.coinEarning
    : Boolean(ctx.features[flag as keyof AccessContext['features']]);

/** Whether this user, on this instance, may see the route at all. */
export function canSeeRoute(route: RouteDef, ctx: AccessContext): boolean {
  const { feature, minRank } = route.gate ?? {};
  if (feature && flagValue(feature.flag, ctx) !== feature.is) return false;
  if (minRank === 'ADMIN') return isAdminRank(ctx.rank);
  if (minRank === 'STAFF') return isStaffRank(ctx.rank);
  return true;
}
