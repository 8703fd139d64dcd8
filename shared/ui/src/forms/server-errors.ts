import { ApiError } from '@panel/api';

export interface ServerErrors {
  /** Messages for named fields, from a 400 that says which field is wrong. */
  fields: Record<string, string>;
  /** What is left to say about the form as a whole. */
  message?: string;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/**
 * Splits a failed submit into field messages (the API's 400 `{ message, fields }`) and a
 * message for the form. Anything that is not an ApiError is thrown on: it is a bug, not a
 * refusal.
 */
export function serverErrorsOf(error: unknown): ServerErrors {
  if (!(error instanceof ApiError)) throw error;
  const fields = (error.body as { fields?: unknown } | undefined)?.fields;
  if (error.status === 400 && isStringRecord(fields) && Object.keys(fields).length > 0) return { fields };
  return { fields: {}, message: error.message };
}
