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

/** The start of the current earning day: midnight UTC by the mock's clock. */
export const earningDayStart = (time: number): number => Math.floor(time / DAY) * DAY;

/** Coins each user earned since `since`, by user id. */
export function earnedSince(since: number): Map<string, number> {
  const earned = new Map<string, number>();
  for (const movement of db.domain.coinLedger) {
    if (movement.date < since || movement.amount <= 0 || !EARNING_REASONS.has(movement.reason)) continue;
    earned.set(movement.user, (earned.get(movement.user) ?? 0) + movement.amount);
  }
  return earned;
}
