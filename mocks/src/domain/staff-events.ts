import type { StaffAdventCalendar, StaffAdventCalendarInput, StaffEarningMethods, StaffEarningMethodsInput } from '@panel/api/contract';
import { now } from '../clock';
import { db } from '../db';
import { adventSeason, DEFAULT_STARTS_ON } from './advent';
import { LINK_SHORTENER_ID } from './earning';
import { earningDayStart } from './coin-ledger';
import { newId } from './ids';

type FieldError = { field: string; message: string };

const DAY = 86_400_000;

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const isHttpsUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The calendar as an admin configures it, with the current (or next) season's dates on its timezone. */
export function staffAdventCalendar(): StaffAdventCalendar {
  const { timezone, background, days, startsOn = DEFAULT_STARTS_ON } = db.domain.advent;
  const season = adventSeason(now(), timezone, startsOn);
  return { timezone, background, startsOn, days: days.map((day) => ({ ...day })), season: { start: season.start, end: season.start + 24 * DAY, open: season.open } };
}

/** A real day of the year as `MM-DD` (29 February is refused: it is not every year's). */
function isMonthDay(value: string): boolean {
  const [month, day] = value.split('-').map(Number);
  if (!month || !day) return false;
  const date = new Date(Date.UTC(2025, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What is wrong with a calendar an admin sent, beyond its shape (checked by the contract). */
export function adventCalendarErrors(input: StaffAdventCalendarInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!isTimeZone(input.timezone)) errors.push({ field: 'body.timezone', message: 'is not a known timezone (for example Europe/Paris or UTC)' });
  if (input.background !== null && !isHttpsUrl(input.background)) errors.push({ field: 'body.background', message: 'must be an https address' });
  if (input.startsOn !== undefined && !isMonthDay(input.startsOn)) errors.push({ field: 'body.startsOn', message: 'is not a day of the year (MM-DD, for example 12-01)' });
  input.days.forEach((day, index) => {
    if (day.image !== null && !isHttpsUrl(day.image)) errors.push({ field: `body.days.${index}.image`, message: 'must be an https address' });
  });
  return errors;
}

/** The earning methods with their use: clicks of each link, everybody's claims today, open join-for-reward listings. */
export function staffEarningMethods(): StaffEarningMethods {
  const { linkvertise, jfr, other } = db.domain.earning;
  const today = earningDayStart(now());
  const claimsToday = (methodId: string) =>
    [...db.domain.earningClaims].reduce((sum, [key, claims]) => (key.endsWith(` ${methodId}`) && claims.day === today ? sum + claims.count : sum), 0);
  return {
    linkvertise: { ...linkvertise },
    jfr: { ...jfr },
    other: other.map(({ _id, name, link, reward, clicks }) => ({ _id, name, link, reward, clicks })),
    usage: {
      linkvertiseToday: claimsToday(LINK_SHORTENER_ID),
      otherToday: Object.fromEntries(other.map((method) => [method._id, claimsToday(method._id)])),
      jfrListings: db.domain.jfrListings.filter((listing) => listing.active).length,
    },
  };
}

export function earningMethodsErrors(input: StaffEarningMethodsInput): FieldError[] {
  const errors: FieldError[] = [];
  if (input.jfr.minMembers > input.jfr.maxMembers) errors.push({ field: 'body.jfr.maxMembers', message: 'must be at least the minimum members' });
  if (input.jfr.minReward > input.jfr.maxReward) errors.push({ field: 'body.jfr.maxReward', message: 'must be at least the minimum reward' });
  if (input.linkvertise.enabled && !input.linkvertise.userid) errors.push({ field: 'body.linkvertise.userid', message: 'is required while the link shortener is on' });
  const known = new Set(db.domain.earning.other.map((method) => method._id));
  input.other.forEach((method, index) => {
    if (method._id !== undefined && !known.has(method._id)) errors.push({ field: `body.other.${index}._id`, message: 'is not an existing link' });
  });
  return errors;
}

/** Saves the methods; a link keeps its clicks by id, a new one starts at 0. */
export function saveEarningMethods(input: StaffEarningMethodsInput): void {
  const clicks = new Map(db.domain.earning.other.map((method) => [method._id, method.clicks]));
  db.domain.earning = {
    linkvertise: { ...input.linkvertise },
    jfr: { ...input.jfr },
    other: input.other.map(({ _id, name, link, reward }) => ({ _id: _id ?? newId(), name, link, reward, clicks: (_id && clicks.get(_id)) || 0 })),
  };
}
