import { refusalLines, type Resource } from '@panel/rules';

/**
 * The resource fields a 400 names (`{field: 'body.memory', message}`), by resource; a line that
 * names no resource (the server count) comes back under `general`.
 */
export function refusedFields(body: unknown): { fields: Partial<Record<Resource, string>>; general: string[] } {
  const fields: Partial<Record<Resource, string>> = {};
  const general: string[] = [];
  for (const { field, message } of refusalLines(body)) {
    if (field === null || field === 'name') general.push(message);
    else fields[field] = message;
  }
  return { fields, general };
}
