import type { operations } from '@panel/api/contract';

export type AdventStats = operations['getAdventCalendarStats']['responses']['200']['content']['application/json']['results'];

export interface AdventInsights {
  /** The dates with openings (`YYYY-MM-DD`), oldest first; the charts' categories are their indexes. */
  days: string[];
  dayIndexes: number[];
  openingsByDay: number[];
  /** Hours 0–23. */
  hourIndexes: number[];
  openingsByHour: number[];
  coinsByDay: number[];
  totalOpenings: number;
  totalCoins: number;
}

/** The chart data: openings per date, openings per hour of the day over every date, coins given per date. */
export function insightsOf(stats: AdventStats): AdventInsights {
  const days = stats.openingsByDay.map((entry) => entry._id);
  const openingsByDay = stats.openingsByDay.map((entry) => entry.count);
  const hourIndexes = Array.from({ length: 24 }, (_, hour) => hour);
  const openingsByHour = hourIndexes.map((hour) =>
    stats.openingsByHour.reduce((sum, day) => sum + (day.hours.find((entry) => entry.hour === hour)?.count ?? 0), 0),
  );
  const coinsByDay = days.map((day) => {
    const rewards = stats.rewardrepartitionperday.find((entry) => entry._id === day)?.rewards ?? [];
    return rewards.reduce((sum, entry) => sum + entry.reward * entry.count, 0);
  });
  return {
    days,
    dayIndexes: days.map((_, index) => index),
    openingsByDay,
    hourIndexes,
    openingsByHour,
    coinsByDay,
    totalOpenings: openingsByDay.reduce((sum, count) => sum + count, 0),
    totalCoins: coinsByDay.reduce((sum, coins) => sum + coins, 0),
  };
}
