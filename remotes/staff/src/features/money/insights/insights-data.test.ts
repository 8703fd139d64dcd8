import { describe, expect, it } from 'vitest';
import type { CoinEconomy, TransactionsShare } from '@panel/api/contract';
import { coinFlow, coinTotals, monthStart, revenueByMethod, revenueByMonth } from './insights-data';

const month = (year: number, number: number, volume: number, count: number, growth = { volume: 0, count: 0 }) => ({
  _id: { year, month: number }, volume, count, paypal: 0, stripe: volume, coingate: 0, cashfree: 0, litepay: 0, staffForcePay: 0, growth,
});

const share: TransactionsShare = {
  result: { paypal: { volume: 10, count: 2, percentage: 25 }, stripe: { volume: 30, count: 3, percentage: 75 } },
  total: { volume: 40, count: 5 },
  byMonth: [month(2026, 10, 16, 2), month(2026, 11, 24, 3, { volume: 0.5, count: 0.5 })],
  estimatedRevenues: 20,
};

const economy: CoinEconomy = {
  months: [
    { year: 2026, month: 10, sources: [{ source: 'earning', minted: 100, spent: 0 }, { source: 'renewal', minted: 0, spent: 60 }] },
    { year: 2026, month: 11, sources: [{ source: 'coupon', minted: 150, spent: 0 }, { source: 'earning', minted: 50, spent: 0 }] },
  ],
};

describe('insights data', () => {
  it('orders methods by revenue', () => {
    expect(revenueByMethod(share).map((entry) => entry.method)).toEqual(['stripe', 'paypal']);
  });

  it('puts months on a time axis with growth in percent', () => {
    expect(revenueByMonth(share)).toEqual({
      x: [monthStart(2026, 10), monthStart(2026, 11)],
      volume: [16, 24],
      count: [2, 3],
      volumeGrowth: [0, 50],
      countGrowth: [0, 50],
    });
    expect(monthStart(2026, 11)).toBe(Date.UTC(2026, 10, 1) / 1000);
  });

  it('follows one source, or all of them, month by month, with 0 for a month it had no movement', () => {
    expect(coinFlow(economy, 'coupon')).toEqual({ x: [monthStart(2026, 10), monthStart(2026, 11)], minted: [0, 150], spent: [0, 0] });
    expect(coinFlow(economy, 'all')).toMatchObject({ minted: [100, 200], spent: [60, 0] });
    const gap: CoinEconomy = { months: [economy.months[1]!, { year: 2027, month: 2, sources: [{ source: 'renewal', minted: 0, spent: 9 }] }] };
    expect(coinFlow(gap, 'all')).toEqual({ x: [monthStart(2026, 11), monthStart(2026, 12), monthStart(2027, 1), monthStart(2027, 2)], minted: [200, 0, 0, 0], spent: [0, 0, 0, 9] });
  });

  it('draws a single month from the month before it, and nothing without months', () => {
    const one: CoinEconomy = { months: [economy.months[0]!] };
    expect(coinFlow(one, 'earning')).toEqual({ x: [monthStart(2026, 9), monthStart(2026, 10)], minted: [0, 100], spent: [0, 0] });
    expect(coinFlow({ months: [] }, 'all')).toEqual({ x: [], minted: [], spent: [] });
  });

  it('totals each source with what stayed in accounts', () => {
    expect(coinTotals(economy)).toEqual([
      { source: 'earning', minted: 150, spent: 0, net: 150 },
      { source: 'coupon', minted: 150, spent: 0, net: 150 },
      { source: 'renewal', minted: 0, spent: 60, net: -60 },
    ]);
  });
});
