import type { ListingItem, ResourceLimits } from '@panel/api/contract';
import type { Resource } from '@panel/rules';

export type ServerPlan = ListingItem & { productContent: ResourceLimits };

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** What one billing cycle of a plan costs: its monthly price for each 720 hours, a one-time plan its price. */
export const cyclePrice = (plan: Pick<ListingItem, 'price'>, cycle: number): number => cents(cycle === -1 ? plan.price : (plan.price * cycle) / 720);

/**
 * The plans a server billed every `cycle` hours may switch to: server plans (they say what
 * resources they give) that renew and are sold for that cycle. The API refuses any other.
 */
export function switchablePlans(listing: readonly ListingItem[], cycle: number | null): ServerPlan[] {
  if (cycle === null) return [];
  return listing.filter((item): item is ServerPlan => item.productContent !== undefined && item.renewable && item.billingCycles.includes(cycle as ListingItem['billingCycles'][number]));
}

/** The resources a plan change shows, in the order a person reads them. */
const SHOWN: readonly Resource[] = ['memory', 'cpu', 'disk', 'databases', 'allocations', 'backups'];

export interface PlanChange {
  /** The cycle's price now (null when the server's plan is no longer listed) and after the change. */
  before: number | null;
  after: number;
  /** Positive: each renewal costs more; negative: less; null when the price now is unknown. */
  difference: number | null;
  /** Each resource that changes, from what the server has now. */
  resources: { resource: Resource; before: number; after: number }[];
}

/**
 * What moving a server that has `limits` now, on plan `current` (undefined when no longer
 * listed), to `next` changes when it is billed every `cycle` hours.
 */
export function planChange(current: ServerPlan | undefined, limits: ResourceLimits, next: ServerPlan, cycle: number): PlanChange {
  const before = current ? cyclePrice(current, cycle) : null;
  const after = cyclePrice(next, cycle);
  return {
    before,
    after,
    difference: before === null ? null : cents(after - before),
    resources: SHOWN.filter((resource) => limits[resource] !== next.productContent[resource]).map((resource) => ({
      resource,
      before: limits[resource],
      after: next.productContent[resource],
    })),
  };
}
