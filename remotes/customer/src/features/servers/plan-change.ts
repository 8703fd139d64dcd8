import type { ListingItem, ResourceLimits } from '@panel/api/contract';
import type { Resource } from './resource-room';

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
  /** The cycle's price now and after the change (0 before when the current plan is unknown). */
  before: number;
  after: number;
  /** Positive: the renewal costs more; negative: less. */
  difference: number;
  /** Each resource that changes. */
  resources: { resource: Resource; before: number | null; after: number }[];
}

/** What moving from `current` (unknown when no longer listed) to `next` changes on a server billed every `cycle` hours. */
export function planChange(current: ServerPlan | undefined, next: ServerPlan, cycle: number): PlanChange {
  const before = current ? cyclePrice(current, cycle) : 0;
  const after = cyclePrice(next, cycle);
  return {
    before,
    after,
    difference: cents(after - before),
    resources: SHOWN.filter((resource) => current?.productContent[resource] !== next.productContent[resource]).map((resource) => ({
      resource,
      before: current ? current.productContent[resource] : null,
      after: next.productContent[resource],
    })),
  };
}
