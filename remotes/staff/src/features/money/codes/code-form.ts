import { ApiError } from '@panel/api';
import { serverErrorsOf } from '@panel/ui';
import { dayBound, dayOf } from '../money-words';

export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh code of 10 characters that read unambiguously (no O/0, I/1). */
export function generateCode(length = 10): string {
  const random = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(random, (value) => CODE_ALPHABET[value % CODE_ALPHABET.length]).join('');
}

/** A whole number of at least 1 typed in a field, or null. */
export function wholeAtLeastOne(typed: string): number | null {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** A percentage above 0 and at most 100, or null. */
export function reductionOf(typed: string): number | null {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isFinite(value) && value > 0 && value <= 100 ? value : null;
}

/** The expiry for a typed day: the end of that day (UTC), null for none, undefined when it is no date. */
export function expiryOf(typed: string): number | null | undefined {
  if (typed.trim() === '') return null;
  return dayBound(typed, 'end') ?? undefined;
}

/** The day an expiry falls on, for the date field ('' when it never expires). */
export const expiryDay = (expires: number | null): string => (expires === null ? '' : dayOf(expires));

/**
 * The fields a 400 refused (`{field: 'body.data.code', message}` on create, `body.code` on edit),
 * by the form's field name, as the kit reads them; null when the refusal names no field.
 */
export function refusedFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  const { fields } = serverErrorsOf(error);
  return Object.keys(fields).length > 0 ? fields : null;
}
