import { describe, expect, it } from 'vitest';
import type { Location } from '@panel/api/contract';
import { locationChoices, priorityOf, type Mover } from './location-choices';

const place = (doc: Partial<Location> & Pick<Location, '_id'>): Location => ({
  name: doc._id,
  flag: '',
  platform: 'PTERODACTYL',
  maxservers: 10,
  latencyurl: '',
  requiredRank: 0,
  maintenance: false,
  requiredSubscriptions: [],
  coinRenewal: null,
  servers: 2,
  ...doc,
});
const customer: Mover = { rank: 'USER', plans: ['plan-mc-starter'] };

describe('locationChoices', () => {
  it.each([
    ['one with room is open', place({ _id: 'b' }), customer, [], 8],
    ['the server’s own location is not a target', place({ _id: 'here' }), customer, ['current'], 8],
    ['one in maintenance', place({ _id: 'b', maintenance: true }), customer, ['maintenance'], 8],
    ['one that needs a plan the owner lacks', place({ _id: 'b', requiredSubscriptions: ['plan-pro'] }), customer, ['plan'], 8],
    ['one that needs a plan the owner holds', place({ _id: 'b', requiredSubscriptions: ['plan-pro', 'plan-mc-starter'] }), customer, [], 8],
    ['sold by plan, one the server’s own plan opens', place({ _id: 'b', requiredSubscriptions: ['plan-pro'] }), { ...customer, orderingPlan: 'plan-pro' } satisfies Mover, [], 8],
    ['sold by plan, one the server’s own plan does not open', place({ _id: 'b', requiredSubscriptions: ['plan-pro'] }), { ...customer, orderingPlan: 'plan-mc-starter' } satisfies Mover, ['plan'], 8],
    ['one above the owner’s rank', place({ _id: 'b', requiredRank: 3 }), customer, ['rank'], 8],
    ['one staff may use', place({ _id: 'b', requiredRank: 3 }), { rank: 'STAFF', plans: [] } satisfies Mover, [], 8],
    ['a full one', place({ _id: 'b', servers: 10 }), customer, ['full'], 0],
    ['an over-full one has no room, not less than none', place({ _id: 'b', servers: 12 }), customer, ['full'], 0],
    ['without the owner, plan and rank are left to the API', place({ _id: 'b', requiredRank: 3, requiredSubscriptions: ['plan-pro'] }), null, [], 8],
    ['every reason at once, in the API’s order', place({ _id: 'b', servers: 3, maxservers: 3, maintenance: true, requiredSubscriptions: ['plan-pro'] }), customer, ['maintenance', 'plan', 'full'], 0],
  ])('%s', (_, location, mover, blocks, free) => {
    expect(locationChoices([location], 'here', mover)).toEqual([{ location, free, blocks }]);
  });
});

describe('priorityOf', () => {
  it.each([
    [{ rank: 'ADMIN', plans: [] }, 4],
    [{ rank: 'STAFF', plans: [] }, 3],
    [{ rank: 'USER', plans: ['p'] }, 2],
    [{ rank: 'USER', plans: [] }, 0],
  ] as const)('%o is %i', (mover, priority) => {
    expect(priorityOf(mover)).toBe(priority);
  });
});
