import type { Location, Rank } from '@panel/api/contract';

/** Why a server cannot move to a location, in the order the API checks them. */
export type LocationBlock = 'current' | 'maintenance' | 'plan' | 'rank' | 'full';

export interface LocationChoice {
  location: Location;
  /** Servers it still has room for. */
  free: number;
  /** Empty when the server may move there. */
  blocks: LocationBlock[];
}

export interface Mover {
  rank: Rank;
  /** The ids of the plans the owner holds. */
  plans: readonly string[];
}

/** Queue priority, which a location's `requiredRank` is compared with: 4 ADMIN, 3 STAFF, 2 with a plan, 0 without. */
export function priorityOf(mover: Mover): number {
  if (mover.rank === 'ADMIN') return 4;
  if (mover.rank === 'STAFF') return 3;
  return mover.plans.length > 0 ? 2 : 0;
}

/**
 * Each location as a transfer target: how much room it has and everything that stops the server
 * moving there (its own location, maintenance, a plan or rank the owner lacks, no room left).
 * Without the owner (staff looking at someone's server) the API alone judges plan and rank.
 */
export function locationChoices(locations: readonly Location[], currentLocation: string, mover: Mover | null): LocationChoice[] {
  return locations.map((location) => {
    const free = Math.max(0, location.maxservers - location.servers);
    const blocks: LocationBlock[] = [];
    if (location._id === currentLocation) blocks.push('current');
    if (location.maintenance) blocks.push('maintenance');
    if (mover && location.requiredSubscriptions.length > 0 && !location.requiredSubscriptions.some((plan) => mover.plans.includes(plan))) blocks.push('plan');
    if (mover && priorityOf(mover) < location.requiredRank) blocks.push('rank');
    if (free === 0 && location._id !== currentLocation) blocks.push('full');
    return { location, free, blocks };
  });
}
