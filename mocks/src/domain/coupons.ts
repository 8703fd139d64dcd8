import type { CouponRefusal } from '@panel/api/contract';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { ApiFailure, fail } from '../http/define-handler';
import { recordEvent, secondsToWait, type Limit } from '../auth/rate-limit';
import { moveCoins } from './coin-ledger';

/** Failed redemptions per user: enough for typos, not for guessing codes. */
export const COUPON_FAILURE_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

/** A 403 that names its reason, so a screen tells the refusals apart without reading the words. */
const refuse = (reason: NonNullable<CouponRefusal['reason']>, message: string): never => fail(403, message, { reason });

function redeem(user: DbUser, code: string): { amount: number; coins: number } {
  const coupon = db.domain.coupons.find((candidate) => candidate.code === code) ?? fail(404, 'This code does not exist');
  if (coupon.redeemed.includes(user._id)) refuse('ALREADY_REDEEMED', 'You already redeemed this code');
  if (coupon.expires !== null && coupon.expires < now()) refuse('EXPIRED', 'This code has expired');
  if (coupon.redeemed.length >= coupon.maxClaims) refuse('USED_UP', 'This code has been used up');
  coupon.redeemed.push(user._id);
  return { amount: coupon.coins, coins: moveCoins(user, coupon.coins, 'coupon', coupon.code) };
}

/** Seconds before the user may try a code again (0: now). */
export const couponWait = (user: DbUser): number => secondsToWait(db.domain.couponFailures, user._id, COUPON_FAILURE_LIMIT, now());

/** Redeems a coins code once per user and within its claims; each failure counts towards COUPON_FAILURE_LIMIT. */
export function claimCoupon(user: DbUser, code: string): { amount: number; coins: number } {
  try {
    return redeem(user, code);
  } catch (error) {
    if (error instanceof ApiFailure) recordEvent(db.domain.couponFailures, user._id, now());
    throw error;
  }
}
