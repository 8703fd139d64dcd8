import type { EarningMethods } from '@panel/api/contract';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { earningDayStart, moveCoins } from './coin-ledger';
import { checkLinkShortenerToken, startLinkShortener } from './link-shortener';

const DAY = 86_400_000;

/** The id under which the link-shortener method is claimed (it has no id of its own). */
export const LINK_SHORTENER_ID = 'linkvertise';

/** When the next earning day starts after `time` (what `info.earnReset` says). */
export const nextEarnReset = (time: number): number => earningDayStart(time) + DAY;

/** The earning day a claim counts in, by its start. */
const today = () => earningDayStart(now());

/** How many times the user claimed the method today (0 on a claim of another day). */
export function claimsToday(userId: string, methodId: string): number {
  const claims = db.domain.earningClaims.get(`${userId} ${methodId}`);
  return claims?.day === today() ? claims.count : 0;
}

/** The methods, with how often the caller (when signed in) claimed each today. */
export function earningMethodsFor(userId: string | null): EarningMethods {
  const { other, linkvertise, jfr } = db.domain.earning;
  const claimed = (methodId: string) => (userId ? claimsToday(userId, methodId) : 0);
  return {
    other: [...other].sort((a, b) => b.clicks - a.clicks).map((method) => ({ ...method, claimedToday: claimed(method._id) })),
    linkvertise: { ...linkvertise, claimedToday: claimed(LINK_SHORTENER_ID) },
    jfr,
  };
}

const LINK_SHORTENER_NAME = 'Link shortener';

/** 403 once the user has claimed the method `limit` times today. */
function assertUnderLimit(user: DbUser, methodId: string, name: string, limit: number): number {
  const count = claimsToday(user._id, methodId);
  if (count >= limit) fail(403, `${name} was already claimed ${limit === 1 ? 'today' : `${limit} times today`}`);
  return count;
}

/** Sends the user through the link shortener, unless today's claims already reached its limit. */
export function startLinkShortenerFor(user: DbUser): { url: string } {
  return startLinkShortener(user, () => assertUnderLimit(user, LINK_SHORTENER_ID, LINK_SHORTENER_NAME, db.domain.earning.linkvertise.dailyLimit));
}

/**
 * Credits a method's reward: a custom method once a day, the link shortener up to its
 * `dailyLimit` a day and only with the unused token of a pass its user started (`token`); the
 * day ends at midnight UTC by the mock's clock.
 */
export function claimEarningMethod(user: DbUser, methodId: string, token?: string): { reward: number; coins: number } {
  const { other, linkvertise } = db.domain.earning;
  const custom = other.find((candidate) => candidate._id === methodId);
  const method = custom
    ? { name: custom.name, reward: custom.reward, limit: 1 }
    : methodId === LINK_SHORTENER_ID && linkvertise.enabled
      ? { name: LINK_SHORTENER_NAME, reward: linkvertise.reward, limit: linkvertise.dailyLimit }
      : fail(404, `Earning method ${methodId} not found`);
  const pass = custom ? null : checkLinkShortenerToken(user, token);
  const count = assertUnderLimit(user, methodId, method.name, method.limit);
  pass?.use();
  db.domain.earningClaims.set(`${user._id} ${methodId}`, { day: today(), count: count + 1 });
  if (custom) custom.clicks += 1;
  return { reward: method.reward, coins: moveCoins(user, method.reward, 'earning', method.name) };
}
