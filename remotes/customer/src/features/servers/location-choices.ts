import type { Location } from '@panel/api/contract';
import { freeSlots, locationBlocks, type Customer, type LocationBlock as AccessBlock } from '@panel/rules';

export { priorityOf } from '@panel/rules';

/** Why a server cannot move to a location, in the order the API checks them. */
export type LocationBlock = 'current' | AccessBlock | 'full';

export interface LocationChoice {
  location: Location;
  /** Servers it still has room for. */
  free: number;
  /** Empty when the server may move there. */
  blocks: LocationBlock[];
}

/** The server's owner, moving it. */
export type Mover = Customer;

/**
 * Each location as a transfer target: how much room it has and everything that stops the server
 * moving there (its own location, maintenance, a plan or rank the owner lacks, no room left).
 * Without the owner (staff looking at someone's server) the API alone judges plan and rank.
 */
export function locationChoices(locations: readonly Location[], currentLocation: string, mover: Mover | null): LocationChoice[] {
  return locations.map((location) => {
    const free = freeSlots(location);
    const blocks: LocationBlock[] = [];
    if (location._id === currentLocation) blocks.push('current');
    if (location.maintenance) blocks.push('maintenance');
    if (mover) blocks.push(...locationBlocks({ ...location, maintenance: false }, mover));
    if (free === 0 && location._id !== currentLocation) blocks.push('full');
    return { location, free, blocks };
  });
}
