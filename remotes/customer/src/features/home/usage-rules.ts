import type { ResourceLimits } from '@panel/api/contract';

/** The resources the home shows against the account's limits, in that order. */
export const USAGE_RESOURCES = ['memory', 'cpu', 'disk', 'servers'] as const;
export type UsageResource = keyof ResourceLimits;

const EVERY_RESOURCE: readonly UsageResource[] = [...USAGE_RESOURCES, 'databases', 'allocations', 'backups'];

/** Every resource used past its limit (the shown ones first): any of them suspends servers. */
export function overLimits({ resources, limits }: { resources: ResourceLimits; limits: ResourceLimits }): UsageResource[] {
  return EVERY_RESOURCE.filter((resource) => resources[resource] > limits[resource]);
}
