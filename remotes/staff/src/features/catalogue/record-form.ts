import { useState } from 'react';
import { ApiError } from '@panel/api';
import { apiErrorMessage, focusFirstProblem, serverErrorsOf, toast, useSingleFlight } from '@panel/ui';

export type FieldMessages = Record<string, string>;

/**
 * The fields a 400 named (`body.data.slug`, `body.productContent.cpu`: `slug`,
 * `productContent.cpu`), with their messages, as the kit reads them; empty when the refusal names no field.
 */
export function refusedFields(error: unknown): FieldMessages {
  return error instanceof ApiError ? serverErrorsOf(error).fields : {};
}

/**
 * A record form's submit: one at a time (a double click or a second Enter does nothing), its own
 * check first, then the write; a refusal puts the API's messages on the fields it names, or
 * says it in a toast, and keeps everything typed.
 */
export function useRecordSubmit(check: () => FieldMessages, write: () => Promise<unknown>) {
  // Once a submit was tried, the form's own check runs on every change, so a fixed field clears at once.
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<FieldMessages>({});
  const flight = useSingleFlight(async () => {
    setTried(true);
    setRefused({});
    if (Object.keys(check()).length > 0) return focusFirstProblem(document.body);
    try {
      await write();
      setTried(false);
    } catch (error) {
      const fields = refusedFields(error);
      if (Object.keys(fields).length > 0) {
        setRefused(fields);
        focusFirstProblem(document.body);
      } else toast.error(apiErrorMessage(error));
    }
  });
  const errors = { ...refused, ...(tried ? check() : {}) };
  return { errors, pending: flight.pending, submit: flight.run };
}

/** `<input type="datetime-local">` text for an epoch-ms time, in the browser's zone. */
export function toLocalInput(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The epoch ms of a datetime-local value; null when empty or unreadable. */
export function fromLocalInput(text: string): number | null {
  if (!text) return null;
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? null : time;
}

/** A whole number typed in a field, null when the field is empty, NaN when it is not a whole number. */
export function wholeOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : Number.NaN;
}
