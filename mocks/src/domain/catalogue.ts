import type { Egg, Location } from '@panel/api/contract';
import type { DomainState, EggDoc, LocationDoc } from './state';

const countBy = (domain: DomainState, key: 'location' | 'egg', id: string) => domain.servers.filter((server) => server[key] === id).length;

/** A location with its computed server count. */
export const locationView = (domain: DomainState, location: LocationDoc): Location => ({ ...location, servers: countBy(domain, 'location', location._id) });

export const eggView = (domain: DomainState, egg: EggDoc): Egg => ({ ...egg, servers: countBy(domain, 'egg', egg._id) });

/** Full once its servers reach `maxservers`: new orders and transfers queue there. */
export const isFull = (domain: DomainState, location: LocationDoc): boolean => countBy(domain, 'location', location._id) >= location.maxservers;
