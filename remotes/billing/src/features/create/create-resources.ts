import { RESOURCES, type Resource } from '@panel/rules';

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
