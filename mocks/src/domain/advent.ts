import type { AdventStatus } from '@panel/api/contract';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { moveCoins } from './coin-ledger';

const DAY = 86_400_000;
const DAYS = 24;

/** The season: day 1 opens on 1 December (UTC) and day 24 closes at the end of the 24th. */
export function adventSeason(time: number): { open: true; start: number; day: number } | { open: false; start: number } {
  const year = new Date(time).getUTCFullYear();
  const start = Date.UTC(year, 11, 1);
  if (time >= start && time < start + DAYS * DAY) return { open: true, start, day: Math.floor((time - start) / DAY) + 1 };
  return { open: false, start: time < start ? start : Date.UTC(year + 1, 11, 1) };
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
 * Opens a day for the user: each day once, from its own day on (a missed day stays open until
 * the season ends). Fails 423 outside the season, 403 for a day not yet open or already claimed.
 */
export function claimAdventDay(user: DbUser, day: number): number {
  const season = adventSeason(now());
  if (!season.open) return fail(423, 'The advent calendar is closed until 1 December');
  if (day > season.day) fail(403, `Day ${day} opens on ${day} December`);
  if (hasClaimed(user._id, day)) fail(403, `Day ${day} is already opened`);
  db.domain.adventClaims.set(user._id, [...claimedBy(user._id), day]);
  const reward = rewardOf(day);
  moveCoins(user, reward, 'advent', `Day ${day}`);
  return reward;
}
