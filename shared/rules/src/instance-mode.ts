import type { Config } from '@panel/api/contract';

/**
 * How customers get servers on this instance: `plans` (a server per plan, billed each cycle:
 * `/order…`, `/funds`) or `resources` (account-wide limits raised with coins or premium plans,
 * servers carved out of them: `/create`, `/shop…`).
 *
 * decisions.md binds the routes to the flag the other way round from the reference frontend
 * (`perServerPlans` on → `/create`, `/shop`), and issue 14 pairs each route set with its own way
 * of ordering, so here the flag on means the resource split. Panel and mock both read the mode
 * through this one function (README, "Instance modes").
 */
export type InstanceMode = 'plans' | 'resources';

export const instanceMode = (features: Pick<Config['features'], 'perServerPlans'>): InstanceMode => (features.perServerPlans ? 'resources' : 'plans');

/** The `features.perServerPlans` value that selects `mode`. */
export const perServerPlansFor = (mode: InstanceMode): boolean => mode === 'resources';
