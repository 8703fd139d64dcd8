import type { CoinEconomy, TransactionsShare } from '@panel/api/contract';

export type CoinSource = CoinEconomy['months'][number]['sources'][number]['source'];
export const COIN_SOURCES: readonly CoinSource[] = ['earning', 'jfr', 'advent', 'coupon', 'referral', 'renewal', 'resource', 'staff', 'refund', 'mode-switch'];

/** A month's first instant, epoch seconds (a chart's time axis). */
export const monthStart = (year: number, month: number): number => Date.UTC(year, month - 1, 1) / 1000;

/** Revenue per method, biggest first. */
export function revenueByMethod(share: TransactionsShare): { method: string; volume: number; count: number; percentage: number }[] {
  return Object.entries(share.result)
    .map(([method, entry]) => ({ method, ...entry }))
    .sort((a, b) => b.volume - a.volume || a.method.localeCompare(b.method));
}

/** Revenue, payment count and growth per month, oldest first, on a time axis. */
export function revenueByMonth(share: TransactionsShare) {
  return {
    x: share.byMonth.map((month) => monthStart(month._id.year, month._id.month)),
    volume: share.byMonth.map((month) => month.volume),
    count: share.byMonth.map((month) => month.count),
    /** Growth against the month before, in percent (0 for the first month). */
    volumeGrowth: share.byMonth.map((month) => Math.round(month.growth.volume * 1000) / 10),
    countGrowth: share.byMonth.map((month) => Math.round(month.growth.count * 1000) / 10),
  };
}

/**
 * One source's coins minted and spent per month (or every source together), on every month from
 * the first with a movement to the last: a month the economy does not list had none (0). A
 * single month starts one earlier, so the chart draws a line, not a lone point.
 */
export function coinFlow(economy: CoinEconomy, source: CoinSource | 'all') {
  const first = economy.months[0];
  const last = economy.months.at(-1);
  if (!first || !last) return { x: [], minted: [], spent: [] };
  const index = (year: number, month: number) => year * 12 + (month - 1);
  const start = Math.min(index(first.year, first.month), index(last.year, last.month) - 1);
  const x: number[] = [];
  const minted: number[] = [];
  const spent: number[] = [];
  for (let at = start; at <= index(last.year, last.month); at += 1) {
    const year = Math.floor(at / 12);
    const month = (at % 12) + 1;
    const counted = economy.months.find((entry) => entry.year === year && entry.month === month)?.sources.filter((entry) => source === 'all' || entry.source === source) ?? [];
    x.push(monthStart(year, month));
    minted.push(counted.reduce((sum, entry) => sum + entry.minted, 0));
    spent.push(counted.reduce((sum, entry) => sum + entry.spent, 0));
  }
  return { x, minted, spent };
}

/** Every source's coins minted and spent over all months, and what stayed in accounts (minted − spent), biggest inflow first. */
export function coinTotals(economy: CoinEconomy) {
  const totals = new Map<CoinSource, { minted: number; spent: number }>();
  for (const month of economy.months) {
    for (const entry of month.sources) {
      const total = totals.get(entry.source) ?? { minted: 0, spent: 0 };
      total.minted += entry.minted;
      total.spent += entry.spent;
      totals.set(entry.source, total);
    }
  }
  return [...totals]
    .map(([source, { minted, spent }]) => ({ source, minted, spent, net: minted - spent }))
    .sort((a, b) => b.minted - a.minted || COIN_SOURCES.indexOf(a.source) - COIN_SOURCES.indexOf(b.source));
}
