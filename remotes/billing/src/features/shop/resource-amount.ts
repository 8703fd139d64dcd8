import type { ResourceItem, ResourceLimits } from '@panel/api/contract';

export type Resource = ResourceItem['resource'];

/** A limit's value in the unit people read: memory and disk (MB) in GB from 1 GB on, CPU in percent of a core, the rest as counts. */
export function resourceAmount(resource: Resource, value: number): { unit: 'percent' | 'mb' | 'gb' | null; value: number } {
  if (resource === 'cpu') return { unit: 'percent', value };
  if (resource === 'memory' || resource === 'disk') return value >= 1024 ? { unit: 'gb', value: Math.round((value / 1024) * 100) / 100 } : { unit: 'mb', value };
  return { unit: null, value };
}

/** How many more coins a pack needs; 0 when the customer has enough. */
export const coinsShort = (price: number, coins: number): number => Math.max(0, price - coins);

/** The account's limit for the pack's resource, before and after buying it. */
export const limitChange = (item: Pick<ResourceItem, 'resource' | 'rawPriceFor'>, limits: ResourceLimits): { before: number; after: number } => ({
  before: limits[item.resource],
  after: limits[item.resource] + item.rawPriceFor,
});
