import { describe, expect, it } from 'vitest';
import type { CouponRedemption } from '@panel/api/contract';
import type { CoinMovement } from '../contract/wire-types';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';
import { SEED_CODES } from './content';
import { seedCustomerCoinHistory } from './earning';
import { SEED_NOW } from './reference-time';

installMockApi();

const { customer, admin } = DEMO_USERS;
const DAY = 86_400_000;

describe('the demo customer’s seeded coin history', () => {
  it('adds up to exactly the coins the seed gives them, each movement’s total running on from zero', () => {
    const seeded = db.domain.coinLedger.filter((movement) => movement.user === customer.id);
    expect(seeded.length).toBeGreaterThan(0);
    let total = 0;
    for (const movement of seeded) {
      total += movement.amount;
      expect(movement.coins).toBe(total);
    }
    expect(total).toBe(db.users.get(customer.id)?.coins);
    expect(new Set(seeded.map((movement) => movement.reason))).toEqual(new Set(['advent', 'jfr', 'coupon', 'earning']));
  });

  it('is in the past, and none of it earned on the seed’s day or the day the scope was seeded', () => {
    for (const movement of db.domain.coinLedger.filter((entry) => entry.user === customer.id)) {
      expect(movement.date).toBeLessThan(Math.floor(SEED_NOW / DAY) * DAY);
      expect(movement.date).toBeLessThan(Math.floor(Date.now() / DAY) * DAY);
    }
    // Seeded while the mock's clock showed a time before the seed's own: still before it.
    const early = Date.parse('2026-06-15T12:00:00Z');
    const history = seedCustomerCoinHistory(early);
    expect(history.every((movement) => movement.date < early)).toBe(true);
    expect(history.find((movement) => movement.reason === 'advent')).toMatchObject({ detail: 'Day 24', date: Date.UTC(2025, 11, 24, 19, 5) });
  });

  it('is what the coin history answers, the oldest movement from zero', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: SEED_NOW } });
    const { result } = (await (await call('/api/user/coins/history', { token: customer.token })).json()) as { result: CoinMovement[] };
    expect(result.map(({ amount, reason, detail, coins }) => [reason, detail, amount, coins])).toEqual([
      ['earning', 'Link shortener', 5, 340],
      ['earning', 'Join our Discord', 10, 335],
      ['earning', 'Answer the monthly survey', 25, 325],
      ['coupon', SEED_CODES.redeemedCoupon, 42, 300],
      ['jfr', 'Gamers Lounge', 8, 258],
      ['advent', 'Day 24', 250, 250],
    ]);
  });

  it('dates the seeded code’s redemption, which staff see', async () => {
    const coupon = db.domain.coupons.find((candidate) => candidate.code === SEED_CODES.redeemedCoupon);
    expect(coupon?.redeemed).toEqual([customer.id]);
    const { redemptions } = (await (await call(`/api/staff/coupons/${coupon?._id}/redemptions`, { token: admin.token })).json()) as { redemptions: CouponRedemption[] };
    const redeemedAt = db.domain.coinLedger.find((movement) => movement.user === customer.id && movement.reason === 'coupon')?.date;
    expect(redemptions).toEqual([{ user: customer.id, username: customer.username, date: redeemedAt }]);
    expect(redeemedAt).toBeLessThan(coupon?.expires ?? 0);
  });
});
