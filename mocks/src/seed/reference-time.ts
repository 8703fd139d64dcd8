/** The seed's "now": every seeded date is derived from it, so the demo data is deterministic. */
export const SEED_NOW = Date.parse('2026-11-20T10:00:00Z');

const HOUR = 3_600_000;
export const hoursFromSeed = (hours: number): number => SEED_NOW + hours * HOUR;
export const daysFromSeed = (days: number): number => hoursFromSeed(days * 24);
