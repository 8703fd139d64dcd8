import { apiError } from './respond';

export type JsonObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deeper bodies are refused before parsing: no call of the contract nests a tenth as deep. */
export const MAX_JSON_DEPTH = 32;

/** Keys that reach an object's prototype when copied or merged; no body may carry them. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** How deep arrays and objects nest in a JSON text, counted in one pass without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '{' || ch === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (ch === '}' || ch === ']') {
      depth -= 1;
    }
  }
  return deepest;
}

class ForbiddenKeyError extends Error {}

/**
 * The request's JSON body (any JSON value), or a 400 response. An absent body reads as `{}`
 * when `optional`, because the spec's "empty body" calls may send nothing at all. The size of
 * a body is bounded where it is read from the socket (`http-bridge.ts`).
 */
export async function readJsonBody(request: Request, { optional = false } = {}): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return optional ? {} : apiError(400, 'Request body is required');
  if (jsonDepth(text) > MAX_JSON_DEPTH) return apiError(400, `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text, (key, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
      return item;
    }) as unknown;
  } catch (error) {
    if (error instanceof ForbiddenKeyError) return apiError(400, `Forbidden field: ${error.message}`);
    return apiError(400, 'Request body is not valid JSON');
  }
}

/** As readJsonBody, for the calls whose body is a JSON object. */
export async function readJsonObject(request: Request, options: { optional?: boolean } = {}): Promise<JsonObject | Response> {
  const value = await readJsonBody(request, options);
  if (value instanceof Response || isPlainObject(value)) return value;
  return apiError(400, 'Request body must be a JSON object');
}

/** 400 naming the first key outside `allowed`, or null. */
export function rejectUnknownKeys(body: JsonObject, allowed: readonly string[]): Response | null {
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  return unknown === undefined ? null : apiError(400, `Unknown field: ${unknown}`);
}
