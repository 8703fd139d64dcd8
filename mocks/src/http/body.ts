import { apiError } from './respond';

export type JsonObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request's JSON object body, or a 400 response. An absent body reads as `{}` when
 * `optional`, because the spec's "empty body" calls may send nothing at all.
 */
export async function readJsonObject(request: Request, { optional = false } = {}): Promise<JsonObject | Response> {
  const text = await request.text();
  if (text.trim() === '') return optional ? {} : apiError(400, 'Request body is required');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return apiError(400, 'Request body is not valid JSON');
  }
  return isPlainObject(value) ? value : apiError(400, 'Request body must be a JSON object');
}

/** 400 naming the first key outside `allowed`, or null. */
export function rejectUnknownKeys(body: JsonObject, allowed: readonly string[]): Response | null {
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  return unknown === undefined ? null : apiError(400, `Unknown field: ${unknown}`);
}

/** Reads an optional empty `{}` body, rejecting any field. */
export async function readEmptyBody(request: Request): Promise<Response | null> {
  const body = await readJsonObject(request, { optional: true });
  return body instanceof Response ? body : rejectUnknownKeys(body, []);
}
