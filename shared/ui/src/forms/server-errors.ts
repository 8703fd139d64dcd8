import { ApiError } from '@panel/api';

export interface ServerErrors {
  /** Messages for named fields, from a 400 that says which field is wrong. */
  fields: Record<string, string>;
  /** What is left to say about the form as a whole. */
  message?: string;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

// Where a line of the contract's 400 points inside the body: `body.email`, or `body.data.code` for
// a staff create (whose fields travel in `data`).
const BODY_FIELD = /^body\.(?:data\.)?(.+)$/;

/**
 * The field messages of a 400: the contract's list (`[{field: 'body.email', message}]`, one line
 * per problem, the first per field kept) or a map of field to message. Lines about no body field
 * (`query.page`) are left for the form's message.
 */
function fieldMessages(fields: unknown): { byField: Record<string, string>; unplaced: boolean } {
  if (isStringRecord(fields)) return { byField: fields, unplaced: false };
  const byField: Record<string, string> = {};
  let unplaced = false;
  if (!Array.isArray(fields)) return { byField, unplaced };
  for (const line of fields as unknown[]) {
    const { field, message } = (line ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = BODY_FIELD.exec(field)?.[1];
    if (name === undefined) unplaced = true;
    else byField[name] ??= message;
  }
  return { byField, unplaced };
}

/**
 * Splits a failed submit into field messages (the API's 400 `{ message, fields }`) and a
 * message for the form. Anything that is not an ApiError is thrown on: it is a bug, not a
 * refusal.
 */
export function serverErrorsOf(error: unknown): ServerErrors {
  if (!(error instanceof ApiError)) throw error;
  if (error.status !== 400) return { fields: {}, message: error.message };
  const { byField, unplaced } = fieldMessages((error.body as { fields?: unknown } | undefined)?.fields);
  if (Object.keys(byField).length === 0) return { fields: {}, message: error.message };
  return unplaced ? { fields: byField, message: error.message } : { fields: byField };
}
