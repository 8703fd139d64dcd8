import type { Egg, Location, Rank } from '@panel/api/contract';

/** Who is ordering or moving a server: their rank and the ids of the plans they hold. */
export interface Customer {
  rank: Rank;
  plans: readonly string[];
  /**
   * Plans mode: the plan the server is ordered on. It counts as held for what the server may use:
   * paying a server's plan never adds it to `plans`, and no shop sells plans in that mode, so a
   * location or game requiring plan X is opened by ordering the server on X. Not a held plan for
   * the queue priority or a location's rank.
   */
  orderingPlan?: string;
}

/** Why a customer may not put a server in a location, in the order the API checks them. */
export type LocationBlock = 'maintenance' | 'plan' | 'rank';

/** Queue priority, which a location's `requiredRank` is compared with: 4 ADMIN, 3 STAFF, 2 with a plan, 0 without. */
export function priorityOf(customer: Customer): number {
  if (customer.rank === 'ADMIN') return 4;
  if (customer.rank === 'STAFF') return 3;
  return customer.plans.length > 0 ? 2 : 0;
}

/** Servers the location still has room for; past its capacity, new orders queue. */
export const freeSlots = (location: Pick<Location, 'maxservers' | 'servers'>): number => Math.max(0, location.maxservers - location.servers);

/**
 * Where the customer stands with the plans a game or location requires (one of them is enough):
 * none required; one they hold; (plans mode) the one the server is ordered on; or none of them.
 */
export type PlanRequirement =
  | { status: 'none' }
  | { status: 'held' | 'ordered'; required: readonly string[]; plan: string }
  | { status: 'missing'; required: readonly string[] };

export function planRequirement(required: readonly string[], customer: Customer): PlanRequirement {
  if (required.length === 0) return { status: 'none' };
  const held = required.find((plan) => customer.plans.includes(plan));
  if (held !== undefined) return { status: 'held', required, plan: held };
  if (customer.orderingPlan !== undefined && required.includes(customer.orderingPlan)) return { status: 'ordered', required, plan: customer.orderingPlan };
  return { status: 'missing', required };
}

/** The plans one of which unlocks `required` for this customer, or none when they hold one or order on one (or none is required). */
export const missingPlans = (required: readonly string[], customer: Customer): readonly string[] => {
  const requirement = planRequirement(required, customer);
  return requirement.status === 'missing' ? requirement.required : [];
};

/** What stops the customer using the location: maintenance, a plan they lack, a rank too low. */
export function locationBlocks(location: Pick<Location, 'maintenance' | 'requiredSubscriptions' | 'requiredRank'>, customer: Customer): LocationBlock[] {
  const blocks: LocationBlock[] = [];
  if (location.maintenance) blocks.push('maintenance');
  if (missingPlans(location.requiredSubscriptions, customer).length > 0) blocks.push('plan');
  if (priorityOf(customer) < location.requiredRank) blocks.push('rank');
  return blocks;
}

/** Whether the customer may run this game: it may need one of a few plans. */
export const eggAllowed = (egg: Pick<Egg, 'requiredSubscriptions'>, customer: Customer): boolean => missingPlans(egg.requiredSubscriptions, customer).length === 0;
