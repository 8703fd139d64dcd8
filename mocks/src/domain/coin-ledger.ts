import { now } from '../clock';
import type { CoinMovement } from '../contract/wire-types';
import { db, type DbUser } from '../db';
import { newId } from './ids';

const DAY = 86_400_000;

/** Movements that count as coins earned (the daily leaderboard); codes, staff credits and spending do not. */
const EARNING_REASONS: ReadonlySet<CoinMovement['reason']> = new Set(['earning', 'jfr', 'advent', 'referral']);

/**
 * Changes the user's coins and writes the movement in the same step, so the ledger always
 * adds up to the coins. Answers the coins after.
 */
export function moveCoins(user: DbUser, amount: number, reason: CoinMovement['reason'], detail: string): number {
  user.coins += amount;
  db.domain.coinLedger.push({ _id: `coin-${newId().slice(0, 12)}`, user: user._id, amount, reason, detail, date: now(), coins: user.coins });
  return user.coins;
}

/**
 * The start of the earning day `time` falls in: earning days start every 24 hours at the time of
 * day (UTC) of the configured `info.earnReset`, midnight UTC by default.
 */
export function earningDayStart(time: number): number {
  const resetOfDay = ((db.config.info.earnReset % DAY) + DAY) % DAY;
  return Math.floor((time - resetOfDay) / DAY) * DAY + resetOfDay;
}

/** Coins each user earned since `since`, by user id. */
export function earnedSince(since: number): Map<string, number> {
  const earned = new Map<string, number>();
  for (const movement of db.domain.coinLedger) {
    if (movement.date < since || movement.amount <= 0 || !EARNING_REASONS.has(movement.reason)) continue;
    earned.set(movement.user, (earned.get(movement.user) ?? 0) + movement.amount);
  }
  return earned;
}
