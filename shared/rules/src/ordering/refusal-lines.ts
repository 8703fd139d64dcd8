import { RESOURCES, type Resource } from './resource-room';

export interface RefusalLine {
  /** The field the API named (`body.memory` is `memory`), or null for the request as a whole. */
  field: Resource | 'name' | null;
  message: string;
}

const FIELDS: readonly string[] = [...RESOURCES, 'name'];

/**
 * The lines of a 400 whose `fields` say what the API refused (`{field: 'body.memory', message:
 * 'is over your limit: 1024 left'}`), each tied to the form's field it names; none when the body
 * names no field.
 */
export function refusalLines(body: unknown): RefusalLine[] {
  const fields = (body as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((entry): entry is { field: string; message: string } => typeof entry?.field === 'string' && typeof entry?.message === 'string')
    .map(({ field, message }) => {
      const name = field.replace(/^body\.?/, '');
      return { field: FIELDS.includes(name) ? (name as Resource | 'name') : null, message };
    });
}
