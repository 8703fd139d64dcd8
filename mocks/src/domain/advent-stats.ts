import { db } from '../db';

interface Opening {
  date: string;
  hour: number;
  reward: number;
}

/** The date (`YYYY-MM-DD`) and hour (0–23) of a time in the calendar's timezone. */
function dateAndHour(time: number, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** Counts of each key, in key order. */
function tally<K extends string | number>(keys: readonly K[]): { key: K; count: number }[] {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * How the calendar was opened, read from the coin history: each opened day credits its reward
 * there with the time it was opened, so the history is the record of openings.
 */
export function adventCalendarStats() {
  const { timezone } = db.domain.advent;
  const openings: Opening[] = db.domain.coinLedger
    .filter((movement) => movement.reason === 'advent')
    .map((movement) => ({ ...dateAndHour(movement.date, timezone), reward: movement.amount }));
  const dates = tally(openings.map((opening) => opening.date));
  const on = (date: string) => openings.filter((opening) => opening.date === date);
  return {
    results: {
      openingsByDay: dates.map(({ key, count }) => ({ _id: key, count })),
      rewardrepartitionperday: dates.map(({ key }) => ({ _id: key, rewards: tally(on(key).map((opening) => opening.reward)).map(({ key: reward, count }) => ({ reward, count })) })),
      openingsByHour: dates.map(({ key }) => ({ day: key, hours: tally(on(key).map((opening) => opening.hour)).map(({ key: hour, count }) => ({ hour, count })) })),
    },
  };
}
