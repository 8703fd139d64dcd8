import type { Config } from '@panel/api/contract';
import { openApiDocument } from '../contract/document';
import { readPointer, type SchemaPointer } from '../contract/operations';
import { valueErrors, type FieldError } from '../contract/validator';
import { db } from '../db';
import { FORBIDDEN_KEYS, isPlainObject, type JsonObject } from '../http/body';

/** The value that removes an optional setting. */
export const REMOVE_FIELD = 'REMOVE_FIELD';

export interface SettingEdit {
  key: string;
  value: unknown;
}

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  oneOf?: unknown[];
  additionalProperties?: unknown;
}

const CONFIG_SCHEMA = '#/components/schemas/Config';

const nodeAt = (pointer: SchemaPointer): SchemaNode => (readPointer(openApiDocument, pointer) ?? {}) as SchemaNode;

/** Follows `$ref`s to the schema itself, keeping where it is. */
function resolved(pointer: SchemaPointer): { pointer: SchemaPointer; node: SchemaNode } {
  let at = pointer;
  let node = nodeAt(at);
  while (typeof node.$ref === 'string') {
    at = node.$ref;
    node = nodeAt(at);
  }
  return { pointer: at, node };
}

/** The object schema `key` belongs to: the node itself, or the object branch of a `oneOf` (an optional object). */
function objectSchemaHolding(pointer: SchemaPointer, key: string): { pointer: SchemaPointer; node: SchemaNode } | null {
  const here = resolved(pointer);
  if (here.node.properties?.[key] !== undefined || isPlainObject(here.node.additionalProperties)) return here;
  const branches = (here.node.oneOf ?? []).map((_, index) => resolved(`${here.pointer}/oneOf/${index}`));
  return branches.find((branch) => branch.node.properties?.[key] !== undefined) ?? null;
}

/** Where the setting's schema is and whether its object requires it; null for no such setting. */
function settingSchema(key: string): { pointer: SchemaPointer; required: boolean } | null {
  const path = key.split('.');
  if (path.some((segment) => segment === '' || FORBIDDEN_KEYS.has(segment))) return null;
  let pointer = CONFIG_SCHEMA;
  let required = true;
  for (const segment of path) {
    const holder = objectSchemaHolding(pointer, segment);
    if (!holder) return null;
    const named = holder.node.properties?.[segment] !== undefined;
    pointer = named ? `${holder.pointer}/properties/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}` : `${holder.pointer}/additionalProperties`;
    required = named && (holder.node.required ?? []).includes(segment);
  }
  return { pointer, required };
}

/** Every setting of the configuration as its dotted path and value; arrays and null are values. */
export function flattenSettings(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isPlainObject(value)) return { [prefix]: value };
  const entries = Object.entries(value);
  if (entries.length === 0 && prefix !== '') return { [prefix]: value };
  return Object.assign({}, ...entries.map(([key, item]) => flattenSettings(item, prefix === '' ? key : `${prefix}.${key}`)));
}

function valueAt(config: JsonObject, path: string[]): unknown {
  return path.reduce<unknown>((node, segment) => (isPlainObject(node) ? node[segment] : undefined), config);
}

/**
 * The configuration with every edit applied, or the problems, each named by its place in the
 * body (`body.<i>.key`, `body.<i>.value`). Every value is checked against the contract's schema
 * for its setting; a required setting cannot be removed.
 */
export function editedConfig(config: Config, edits: readonly SettingEdit[]): { config: Config } | { errors: FieldError[] } {
  const edited = structuredClone(config) as unknown as JsonObject;
  const errors: FieldError[] = [];
  edits.forEach(({ key, value }, index) => {
    const schema = settingSchema(key);
    const path = key.split('.');
    const parent = valueAt(edited, path.slice(0, -1));
    const last = path.at(-1) ?? key;
    if (!schema) {
      errors.push({ field: `body.${index}.key`, message: 'is not a setting' });
    } else if (!isPlainObject(parent)) {
      errors.push({ field: `body.${index}.key`, message: `is inside ${path.slice(0, -1).join('.')}, which is not set: set it as a whole` });
    } else if (value === REMOVE_FIELD) {
      if (schema.required) errors.push({ field: `body.${index}.value`, message: 'cannot remove a required setting' });
      else delete parent[last];
    } else {
      const problems = valueErrors(schema.pointer, value, `body.${index}.value`);
      if (problems.length > 0) errors.push(...problems);
      else parent[last] = value;
    }
  });
  return errors.length > 0 ? { errors } : { config: edited as unknown as Config };
}

/** Each edited setting's value before and after, for the audit log. */
export function settingChanges(before: Config, after: Config, edits: readonly SettingEdit[]): Record<string, { before: unknown; after: unknown }> {
  return Object.fromEntries(
    edits.map(({ key }) => {
      const path = key.split('.');
      return [key, { before: valueAt(before as unknown as JsonObject, path) ?? null, after: valueAt(after as unknown as JsonObject, path) ?? null }];
    }),
  );
}

export const instanceSettings = (): Record<string, unknown> => flattenSettings(db.config);
