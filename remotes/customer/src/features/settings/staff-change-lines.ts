import type { StaffChange } from '@panel/api/contract';

/** Fields whose values read plainly; other changes (limits, a suspension) are only named. */
const SHOWN_VALUES = new Set(['balance', 'coins', 'rank', 'verified', 'username', 'email', 'passkeys']);

export const KNOWN_FIELDS = ['balance', 'coins', 'rank', 'limits', 'verified', 'ban', 'passkeys', 'username', 'email', 'plans'] as const;
export const KNOWN_ACTIONS = ['edit', 'ban', 'unban', 'disable-2fa', 'resend-verification', 'add-coins'] as const;

export interface ChangeLine {
  field: string;
  /** Set when the values themselves are shown. */
  values?: { before: unknown; after: unknown };
}

/** One line per changed field of a staff change, values only where they read plainly. */
export function changeLines(change: StaffChange): ChangeLine[] {
  return Object.entries(change.fields).map(([field, { before, after }]) => (SHOWN_VALUES.has(field) ? { field, values: { before, after } } : { field }));
}
