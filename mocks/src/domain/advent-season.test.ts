import { describe, expect, it } from 'vitest';
import { adventSeason } from './advent';

const HOUR = 3_600_000;

describe('the advent season, on the calendar’s timezone', () => {
  it.each([
    ['UTC, 1 December at midnight', Date.UTC(2026, 11, 1), 'UTC', { open: true, start: Date.UTC(2026, 11, 1), day: 1 }],
    ['UTC, the last hour of the 24th', Date.UTC(2026, 11, 24, 23), 'UTC', { open: true, start: Date.UTC(2026, 11, 1), day: 24 }],
    ['UTC, the 25th', Date.UTC(2026, 11, 25), 'UTC', { open: false, start: Date.UTC(2027, 11, 1) }],
    ['UTC, November', Date.UTC(2026, 10, 30, 23), 'UTC', { open: false, start: Date.UTC(2026, 11, 1) }],
    // Paris is UTC+1 in December: its 1 December starts at 23:00 UTC on 30 November.
    ['Paris, 23:30 UTC on 30 November is day 1', Date.UTC(2026, 10, 30, 23, 30), 'Europe/Paris', { open: true, start: Date.UTC(2026, 10, 30, 23), day: 1 }],
    ['Paris, 23:30 UTC on 24 December is already the 25th', Date.UTC(2026, 11, 24, 23, 30), 'Europe/Paris', { open: false, start: Date.UTC(2027, 10, 30, 23) }],
    // New York is UTC−5: its 1 December starts at 05:00 UTC.
    ['New York, 04:00 UTC on 1 December is still November', Date.UTC(2026, 11, 1, 4), 'America/New_York', { open: false, start: Date.UTC(2026, 11, 1, 5) }],
    ['New York, 05:00 UTC on 2 December is day 2', Date.UTC(2026, 11, 2, 5), 'America/New_York', { open: true, start: Date.UTC(2026, 11, 1, 5), day: 2 }],
    // Sydney is UTC+11 in December (summer time).
    ['Sydney, 13:00 UTC on 30 November is day 1', Date.UTC(2026, 10, 30, 13), 'Australia/Sydney', { open: true, start: Date.UTC(2026, 10, 30, 13), day: 1 }],
    ['an unknown zone counts as UTC', Date.UTC(2026, 11, 3, 12), 'Nowhere/Else', { open: true, start: Date.UTC(2026, 11, 1), day: 3 }],
  ])('%s', (_, time, zone, expected) => {
    expect(adventSeason(time, zone)).toEqual(expected);
  });

  it('closes 24 days of 24 hours after it opens', () => {
    const season = adventSeason(Date.UTC(2026, 11, 10), 'Europe/Paris');
    expect(season.open && season.start + 24 * 24 * HOUR).toBe(Date.UTC(2026, 11, 24, 23));
  });
});

describe('a season that starts on another day', () => {
  it.each([
    ['the day it starts', Date.UTC(2026, 11, 20), { open: true, start: Date.UTC(2026, 11, 20), day: 1 }],
    ['running into the new year', Date.UTC(2027, 0, 5, 12), { open: true, start: Date.UTC(2026, 11, 20), day: 17 }],
    ['after it, the next one', Date.UTC(2027, 0, 13), { open: false, start: Date.UTC(2027, 11, 20) }],
    ['before it', Date.UTC(2026, 11, 1), { open: false, start: Date.UTC(2026, 11, 20) }],
  ])('%s', (_, time, expected) => {
    expect(adventSeason(time, 'UTC', '12-20')).toEqual(expected);
  });
});
