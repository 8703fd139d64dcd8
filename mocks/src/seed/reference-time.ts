/**
 * The seed's "now": every seeded date is derived from it (renewals due in days, invoices falling
 * due next week, last month's payments). Tests keep the fixed default, so the demo data they
 * check is deterministic. `npm start` and `pnpm dev` set `MOCK_SEED_NOW` to the hour they start
 * (scripts/lib/seed-time.mjs), so a newcomer's demo is current instead of dated the day it was written.
 */
export const FIXED_SEED_NOW = Date.parse('2026-11-20T10:00:00Z');

/** `MOCK_SEED_NOW` as epoch ms or an ISO date; the fixed default when absent or unreadable. */
export function seedNowFrom(value: string | undefined): number {
  if (!value) return FIXED_SEED_NOW;
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : FIXED_SEED_NOW;
}

export const SEED_NOW = seedNowFrom(typeof process === 'undefined' ? undefined : process.env.MOCK_SEED_NOW);

/**
 * A date the seed names on the calendar of the fixed reference time (`'2026-12-01'`, at 10:00
 * UTC), moved with the seed when `MOCK_SEED_NOW` dates it elsewhere, so it keeps its distance
 * from the seed's now (an invoice due in eleven days stays due in eleven days).
 */
export const seedDate = (isoDay: string): number => Date.parse(`${isoDay}T10:00:00Z`) + (SEED_NOW - FIXED_SEED_NOW);

const HOUR = 3_600_000;
export const hoursFromSeed = (hours: number): number => SEED_NOW + hours * HOUR;
export const daysFromSeed = (days: number): number => hoursFromSeed(days * 24);
