import type { ResourceLimits } from '@panel/api/contract';

/** The resources a resource-split server is given, in the order the form asks for them. */
export const RESOURCES = ['cpu', 'memory', 'disk', 'databases', 'allocations', 'backups'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Resources = Record<Resource, number>;

/** The least a server may have of each (the API refuses less). */
export const RESOURCE_MINIMUMS: Resources = { cpu: 10, memory: 128, disk: 128, databases: 0, allocations: 1, backups: 0 };

/**
 * The most this server may have of each resource: what the account's limits leave once its other
 * servers and waiting orders are counted. The server's own share is given back first, since a
 * resize replaces it.
 */
export function roomFor(usage: { resources: ResourceLimits; limits: ResourceLimits }, own: ResourceLimits): Resources {
  const room = {} as Resources;
  for (const resource of RESOURCES) room[resource] = Math.max(0, usage.limits[resource] - usage.resources[resource] + own[resource]);
  return room;
}

/** What the account would still have of each resource with these values (negative: over the limit). */
export function leftWith(room: Resources, values: Partial<Record<Resource, number>>): Resources {
  const left = {} as Resources;
  for (const resource of RESOURCES) left[resource] = room[resource] - (Number.isFinite(values[resource]) ? (values[resource] as number) : 0);
  return left;
}

export type ResourceProblem = { kind: 'whole' } | { kind: 'min'; min: number } | { kind: 'over'; max: number };

/** Why each value cannot be saved: not a whole number, under the minimum, or more than the account has left. */
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
