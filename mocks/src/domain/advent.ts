import type { AdventStatus } from '@panel/api/contract';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { moveCoins } from './coin-ledger';

const DAY = 86_400_000;
const DAYS = 24;

/** How far `timeZone`'s clock is ahead of UTC at `time`, in ms (an unknown zone counts as UTC). */
function zoneOffset(time: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(time);
  } catch {
    return 0;
  }
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(time / 1000) * 1000;
}

/** The first day of the season when the calendar names none: 1 December. */
export const DEFAULT_STARTS_ON = '12-01';

/** Midnight starting `startsOn` (`MM-DD`) of `year` on `timeZone`'s clock, as epoch ms. */
function seasonStart(year: number, timeZone: string, startsOn: string): number {
  const [month = 12, day = 1] = startsOn.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, day);
  return utcMidnight - zoneOffset(utcMidnight - zoneOffset(utcMidnight, timeZone), timeZone);
}

/**
 * The season, on the calendar's timezone: day 1 opens at midnight starting `startsOn` (1 December
 * by default) and day 24 closes at the end of the 24th day; a season may run into the next year.
 */
export function adventSeason(
  time: number,
  timeZone: string = db.domain.advent.timezone,
  startsOn: string = db.domain.advent.startsOn ?? DEFAULT_STARTS_ON,
): { open: true; start: number; day: number } | { open: false; start: number } {
  const year = new Date(time + zoneOffset(time, timeZone)).getUTCFullYear();
  // Last year's season may still be running (one that starts late in December).
  for (const start of [seasonStart(year - 1, timeZone, startsOn), seasonStart(year, timeZone, startsOn)]) {
    if (time >= start && time < start + DAYS * DAY) return { open: true, start, day: Math.floor((time - start) / DAY) + 1 };
  }
  const thisYear = seasonStart(year, timeZone, startsOn);
  return { open: false, start: time < thisYear ? thisYear : seasonStart(year + 1, timeZone, startsOn) };
}

/** A day as the calendar's players read it, on its timezone: "1 December 2026". */
function calendarDate(time: number, timeZone: string = db.domain.advent.timezone): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'long', year: 'numeric' }).format(time);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

const calendarYear = (time: number, timeZone: string): number => new Date(time + zoneOffset(time, timeZone)).getUTCFullYear();

/**
 * Why the calendar is closed at `time`, from the season itself: before this year's season, when
 * it opens; once it has passed, that it is over and when the next one opens.
 */
export function adventClosedMessage(time: number): string {
  const { timezone } = db.domain.advent;
  const { start } = adventSeason(time);
  const opens = calendarDate(start, timezone);
  return calendarYear(start, timezone) > calendarYear(time, timezone)
    ? `This year's advent calendar is over: the next one opens on ${opens}`
    : `The advent calendar opens on ${opens}`;
}

export function assertAdventEnabled(): void {
  if (!db.config.features.adventCalendar) fail(404, 'The advent calendar is not enabled on this panel');
}

const claimedBy = (userId: string): number[] => db.domain.adventClaims.get(userId) ?? [];

export const hasClaimed = (userId: string, day: number): boolean => claimedBy(userId).includes(day);

export const rewardOf = (day: number): number => db.domain.advent.days[day - 1]?.reward ?? 0;

/** The calendar as the user sees it today, or null outside the season. */
export function adventStatus(userId: string): AdventStatus | null {
  const time = now();
  const season = adventSeason(time);
  if (!season.open) return null;
  const { days, timezone, background } = db.domain.advent;
  return {
    open: true,
    day: season.day,
    daysStatus: days.map(({ title, description, image }, index) => ({ claimed: hasClaimed(userId, index + 1), title, description, image })),
    time,
    start: season.start,
    next: season.day < DAYS ? season.start + season.day * DAY : null,
    background,
    timezone,
  };
}

/**
 * Opens today's door for the user, once: a day not opened on its day is missed, as the calendar
 * shows it. Fails 423 outside the season, 403 for a day not yet open, passed or already claimed.
 */
export function claimAdventDay(user: DbUser, day: number): number {
  const season = adventSeason(now());
  if (!season.open) return fail(423, adventClosedMessage(now()));
  if (day > season.day) fail(403, `Day ${day} opens on ${calendarDate(season.start + (day - 1) * DAY)}`);
  if (day < season.day) fail(403, `Day ${day} has passed: only today's door opens`);
  if (hasClaimed(user._id, day)) fail(403, `Day ${day} is already opened`);
  db.domain.adventClaims.set(user._id, [...claimedBy(user._id), day]);
  const reward = rewardOf(day);
  moveCoins(user, reward, 'advent', `Day ${day}`);
  return reward;
}
