import type { ResourceLimits } from '@panel/api/contract';

/** The resources a resource-split server is given, in the order the forms ask for them. */
export const RESOURCES = ['cpu', 'memory', 'disk', 'allocations', 'databases', 'backups'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Resources = Record<Resource, number>;

/** The least a server may have of each (the API refuses less). */
export const RESOURCE_MINIMUMS: Resources = { cpu: 10, memory: 128, disk: 128, allocations: 1, databases: 0, backups: 0 };

/** What the account's servers and waiting orders take (`resources`) of its `limits`. */
export interface ResourceUsage {
  resources: ResourceLimits;
  limits: ResourceLimits;
}

const NOTHING: Resources = { cpu: 0, memory: 0, disk: 0, allocations: 0, databases: 0, backups: 0 };

/**
 * The most a server may have of each resource: what the account's limits leave once its servers
 * and waiting orders are counted. A resized server's own share (`own`) is given back first,
 * since the resize replaces it; a new server has none.
 */
export function roomFor(usage: ResourceUsage, own: Pick<ResourceLimits, Resource> = NOTHING): Resources {
  const room = {} as Resources;
  for (const resource of RESOURCES) room[resource] = Math.max(0, usage.limits[resource] - usage.resources[resource] + own[resource]);
  return room;
}

/** The servers the account may still add (each server and waiting order takes a slot). */
export const slotsLeft = (usage: ResourceUsage): number => Math.max(0, usage.limits.servers - usage.resources.servers);

/** What the account would still have of each resource with these values (negative: over the limit). */
export function leftWith(room: Resources, values: Partial<Record<Resource, number>>): Resources {
  const left = {} as Resources;
  for (const resource of RESOURCES) left[resource] = room[resource] - (Number.isFinite(values[resource]) ? (values[resource] as number) : 0);
  return left;
}

export type ResourceProblem = { kind: 'whole' } | { kind: 'min'; min: number } | { kind: 'over'; max: number };

/** Why each value cannot be given: not a whole number, under the minimum, or more than the account has left. */
export function resourceProblems(values: Partial<Record<Resource, number>>, room: Resources): Partial<Record<Resource, ResourceProblem>> {
  const problems: Partial<Record<Resource, ResourceProblem>> = {};
  for (const resource of RESOURCES) {
    const value = values[resource];
    if (value === undefined || !Number.isInteger(value)) problems[resource] = { kind: 'whole' };
    else if (value < RESOURCE_MINIMUMS[resource]) problems[resource] = { kind: 'min', min: RESOURCE_MINIMUMS[resource] };
    else if (value > room[resource]) problems[resource] = { kind: 'over', max: room[resource] };
  }
  return problems;
}
