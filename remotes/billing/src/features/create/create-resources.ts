import type { ResourceLimits } from '@panel/api/contract';

/** The resources a new server is given, in the order the form asks for them. */
export const RESOURCES = ['cpu', 'memory', 'disk', 'allocations', 'databases', 'backups'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Resources = Record<Resource, number>;

/** The least a server may have of each (the API refuses less). */
export const RESOURCE_MINIMUMS: Resources = { cpu: 10, memory: 128, disk: 128, allocations: 1, databases: 0, backups: 0 };

interface Usage {
  resources: ResourceLimits;
  limits: ResourceLimits;
}

/** What the account's limits leave for a new server, once its servers and waiting orders are counted. */
export function roomLeft(usage: Usage): Resources {
  const room = {} as Resources;
  for (const resource of RESOURCES) room[resource] = Math.max(0, usage.limits[resource] - usage.resources[resource]);
  return room;
}

/** The servers the account may still add (each server and waiting order takes a slot). */
export const slotsLeft = (usage: Usage): number => Math.max(0, usage.limits.servers - usage.resources.servers);

/** What the account would still have of each resource with these values (negative: over the limit). */
export function leftWith(room: Resources, values: Partial<Record<Resource, number>>): Resources {
  const left = {} as Resources;
  for (const resource of RESOURCES) left[resource] = room[resource] - (Number.isFinite(values[resource]) ? (values[resource] as number) : 0);
  return left;
}

export type ResourceProblem = { kind: 'whole' } | { kind: 'min'; min: number } | { kind: 'over'; max: number };

/** Why each value cannot be ordered: not a whole number, under the minimum, or more than the account has left. */
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

/** The longest name the API takes. */
export const SERVER_NAME_MAX = 64;

/** Why a server name cannot be used: empty once trimmed, or too long. */
export function serverNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > SERVER_NAME_MAX) return 'tooLong';
  return null;
}

/**
 * The resource fields a 400 names (`{field: 'body.memory', message}`), by resource; a line that
 * names no resource (the server count) comes back under `general`.
 */
export function refusedFields(body: unknown): { fields: Partial<Record<Resource, string>>; general: string[] } {
  const entries = (body as { fields?: unknown } | null | undefined)?.fields;
  const fields: Partial<Record<Resource, string>> = {};
  const general: string[] = [];
  if (!Array.isArray(entries)) return { fields, general };
  for (const entry of entries as { field?: unknown; message?: unknown }[]) {
    if (typeof entry?.field !== 'string' || typeof entry.message !== 'string') continue;
    const name = entry.field.replace(/^body\.?/, '');
    if ((RESOURCES as readonly string[]).includes(name)) fields[name as Resource] = entry.message;
    else general.push(entry.message);
  }
  return { fields, general };
}
