import { ApiError } from '@panel/api';
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
 * by the form's field name; null when the refusal names no field.
 */
export function refusedFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = (error.body as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return null;
  const refused: Record<string, string> = {};
  for (const entry of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue;
    refused[entry.field.replace(/^body\.(data\.)?/, '')] = entry.message;
  }
  return Object.keys(refused).length > 0 ? refused : null;
}
