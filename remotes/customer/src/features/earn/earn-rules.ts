import type { EarningMethods } from '@panel/api/contract';

const DAY = 86_400_000;

/** The link shortener is claimed under this id (it has none of its own). */
export const LINK_SHORTENER_ID = 'linkvertise';

/** The return address's query parameter that carries a link-shortener pass's token. */
export const LINK_SHORTENER_PARAM = 'linkvertise';

/** A pass's token in a query string, and the query without it (`''` when nothing is left). */
export function takeLinkShortenerToken(search: string): { token: string | null; rest: string } {
  const params = new URLSearchParams(search);
  const token = params.get(LINK_SHORTENER_PARAM);
  params.delete(LINK_SHORTENER_PARAM);
  const rest = params.toString();
  return { token: token || null, rest: rest ? `?${rest}` : '' };
}

/**
 * Where to send the browser for the link shortener, from the API's answer: an https page (the
 * shortener's), or a page of the panel's own origin (a mock's stand-in); null for anything else,
 * such as a `javascript:` URL.
 */
export function linkShortenerDestination(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.origin === origin ? parsed.toString() : null;
}

/** One way to earn as the screen lists it: a custom method can be claimed once a day, the link shortener up to its daily limit. */
export interface EarningMethod {
  id: string;
  /** The custom method's name; null for the link shortener, which the screen names itself. */
  name: string | null;
  link: string | null;
  reward: number;
  dailyLimit: number;
  claimedToday: number;
}

/** The methods to show: the link shortener first when it is on, then the custom ones (most clicked first, as the backend sends them). */
export function earningMethodsOf({ linkvertise, other }: EarningMethods): EarningMethod[] {
  const shortener: EarningMethod[] = linkvertise.enabled
    ? [{ id: LINK_SHORTENER_ID, name: null, link: null, reward: linkvertise.reward, dailyLimit: linkvertise.dailyLimit, claimedToday: linkvertise.claimedToday ?? 0 }]
    : [];
  return [...shortener, ...other.map((method) => ({ id: method._id, name: method.name, link: method.link, reward: method.reward, dailyLimit: 1, claimedToday: method.claimedToday ?? 0 }))];
}

/** How many more claims today allows (never below zero). */
export const claimsLeft = (method: Pick<EarningMethod, 'dailyLimit' | 'claimedToday'>): number => Math.max(0, method.dailyLimit - method.claimedToday);

/** Coins the user earned today from these methods. */
export const earnedTodayFrom = (methods: readonly EarningMethod[]): number => methods.reduce((sum, method) => sum + method.claimedToday * method.reward, 0);

/**
 * When the daily limits reset: the configuration's `earnReset`, or, once that has passed (the
 * configuration was read before a reset), the next moment after `now` at its time of day, as
 * the limits reset every 24 hours.
 */
export function nextReset(earnReset: number, now: number): number {
  if (earnReset > now) return earnReset;
  return earnReset + (Math.floor((now - earnReset) / DAY) + 1) * DAY;
}

/** What listing `members` members at `coins` coins each costs, to the cent: `members × (pricePerMember + coins × pricePerRewardUnit)`. */
export function jfrPrice(members: number, coins: number, { pricePerMember, pricePerRewardUnit }: Pick<EarningMethods['jfr'], 'pricePerMember' | 'pricePerRewardUnit'>): number {
  return Math.round(members * (pricePerMember + coins * pricePerRewardUnit) * 100) / 100;
}

/** Whether a whole number lies within the instance's bounds. */
export const withinBounds = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/** A Discord invite link or code, as the backend takes it. */
export const isDiscordInvite = (invite: string): boolean => /^(https:\/\/(discord\.gg|discord\.com\/invite)\/)?[A-Za-z0-9-]{2,32}$/.test(invite.trim());
