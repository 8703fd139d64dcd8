import { describe, expect, it } from 'vitest';
import { eggAllowed, freeSlots, locationBlocks, planRequirement, priorityOf, type Customer, type PlanRequirement } from './location-access';

const customer: Customer = { rank: 'USER', plans: ['plan-starter'] };
const open = { maintenance: false, requiredSubscriptions: [] as string[], requiredRank: 0 };

describe('where a customer may put a server', () => {
  it.each<[string, Partial<typeof open>, Customer, string[]]>([
    ['open to anyone', {}, customer, []],
    ['in maintenance', { maintenance: true }, customer, ['maintenance']],
    ['needs a plan the customer lacks', { requiredSubscriptions: ['plan-pro'] }, customer, ['plan']],
    ['needs one of plans, the customer holds one', { requiredSubscriptions: ['plan-pro', 'plan-starter'] }, customer, []],
    ['above the customer’s rank', { requiredRank: 2 }, { rank: 'USER', plans: [] }, ['rank']],
    ['a plan lifts a customer to premium priority', { requiredRank: 2 }, customer, []],
    ['staff pass a staff rank', { requiredRank: 3 }, { rank: 'STAFF', plans: [] }, []],
    ['everything at once', { maintenance: true, requiredSubscriptions: ['plan-pro'], requiredRank: 4 }, customer, ['maintenance', 'plan', 'rank']],
    ['plans mode: the order is on the plan it needs', { requiredSubscriptions: ['plan-pro'] }, { rank: 'USER', plans: [], orderingPlan: 'plan-pro' }, []],
    ['plans mode: the order is on one of the plans it needs', { requiredSubscriptions: ['plan-pro', 'plan-max'] }, { rank: 'USER', plans: [], orderingPlan: 'plan-max' }, []],
    ['plans mode: the order is on another plan', { requiredSubscriptions: ['plan-pro'] }, { rank: 'USER', plans: [], orderingPlan: 'plan-starter' }, ['plan']],
    ['plans mode: a plan held still counts', { requiredSubscriptions: ['plan-pro'] }, { rank: 'USER', plans: ['plan-pro'], orderingPlan: 'plan-starter' }, []],
    ['plans mode: the plan ordered on does not lift the rank', { requiredRank: 2 }, { rank: 'USER', plans: [], orderingPlan: 'plan-pro' }, ['rank']],
  ])('%s', (_, location, who, expected) => {
    expect(locationBlocks({ ...open, ...location }, who)).toEqual(expected);
  });

  it.each([
    [{ maxservers: 10, servers: 2 }, 8],
    [{ maxservers: 3, servers: 3 }, 0],
    [{ maxservers: 3, servers: 5 }, 0],
  ])('%j has room for %s', (location, expected) => {
    expect(freeSlots(location)).toBe(expected);
  });

  it.each<[Customer, number]>([
    [{ rank: 'ADMIN', plans: [] }, 4],
    [{ rank: 'STAFF', plans: ['plan-starter'] }, 3],
    [{ rank: 'USER', plans: ['plan-starter'] }, 2],
    [{ rank: 'USER', plans: [] }, 0],
  ])('%j queues with priority %s', (who, expected) => {
    expect(priorityOf(who)).toBe(expected);
  });

  it('allows a game that needs no plan, or one the customer holds', () => {
    expect(eggAllowed({ requiredSubscriptions: [] }, customer)).toBe(true);
    expect(eggAllowed({ requiredSubscriptions: ['plan-starter'] }, customer)).toBe(true);
    expect(eggAllowed({ requiredSubscriptions: ['plan-pro'] }, customer)).toBe(false);
  });

  it('allows, in plans mode, a game that needs the plan the server is ordered on, and only that one', () => {
    expect(eggAllowed({ requiredSubscriptions: ['plan-pro'] }, { rank: 'USER', plans: [], orderingPlan: 'plan-pro' })).toBe(true);
    expect(eggAllowed({ requiredSubscriptions: ['plan-pro'] }, { rank: 'USER', plans: [], orderingPlan: 'plan-starter' })).toBe(false);
  });

  it.each<[string, string[], Customer, PlanRequirement]>([
    ['nothing required', [], customer, { status: 'none' }],
    ['a plan the customer holds', ['plan-starter'], customer, { status: 'held', required: ['plan-starter'], plan: 'plan-starter' }],
    ['one of plans, the customer holds the second', ['plan-pro', 'plan-starter'], customer, { status: 'held', required: ['plan-pro', 'plan-starter'], plan: 'plan-starter' }],
    ['a plan the customer lacks', ['plan-pro'], customer, { status: 'missing', required: ['plan-pro'] }],
    ['plans mode: the plan the server is ordered on', ['plan-pro'], { rank: 'USER', plans: [], orderingPlan: 'plan-pro' }, { status: 'ordered', required: ['plan-pro'], plan: 'plan-pro' }],
    ['plans mode: ordered on another plan', ['plan-pro'], { rank: 'USER', plans: [], orderingPlan: 'plan-starter' }, { status: 'missing', required: ['plan-pro'] }],
    ['plans mode: held and ordered on, held says more', ['plan-pro'], { rank: 'USER', plans: ['plan-pro'], orderingPlan: 'plan-pro' }, { status: 'held', required: ['plan-pro'], plan: 'plan-pro' }],
  ])('what a requirement is to the customer: %s', (_, required, who, expected) => {
    expect(planRequirement(required, who)).toEqual(expected);
  });
});
