import type { Currency } from '@panel/api/contract';
import { formatMoney as formatMoneyPlain } from '@panel/rules';
import { longDateIn, moneyIn } from './language-formats';

// Building an Intl formatter loads locale data; each one is built once per language and options.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  build: () => T,
): T => {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
};

/**
 * Money in the instance currency, always with two decimals and the instance's symbol (spec
 * section 9), the way the language writes an amount: `€1,234.50`, `1 234,50 €`. A language
 * the catalogue does not have, or a currency without a symbol, is written by Intl.
 */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const written = currency.symbol ? moneyIn(locale, amount, currency.symbol) : null;
  if (written !== null) return written;
  const options = { style: 'currency', currency: currency.abbreviation, minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  try {
    const formatter = cached('money', locale, options, () => new Intl.NumberFormat(locale, options));
    const parts = formatter.formatToParts(amount);
    if (!currency.symbol || !parts.some((part) => part.type === 'currency' && part.value === currency.abbreviation)) return formatter.format(amount);
    return parts
      .map((part, index) => {
        if (part.type === 'currency') return currency.symbol;
        // Intl spaces a code from the number after it; a symbol sits against it.
        if (part.type === 'literal' && parts[index - 1]?.type === 'currency') return '';
        return part.value;
      })
      .join('');
  } catch {
    // A currency code Intl does not know (a custom one): its symbol, as the rules write it.
    return formatMoneyPlain(amount, currency);
  }
}

export type DateStyle = 'date' | 'dateTime' | 'time';
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

/** A date (epoch milliseconds) in local time (or `timeZone`). */
export const formatDate = (epochMs: number, locale: string, style: DateStyle = 'date', timeZone?: string): string => {
  const long = style === 'date' && (timeZone === undefined || timeZone === 'UTC') ? longDateIn(locale, epochMs, timeZone) : null;
  if (long !== null) return long;
  const options = { ...DATE_OPTIONS[style], timeZone };
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(epochMs);
};

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "in 3 days", "2 hours ago", "tomorrow": the largest unit that fits, rounded. */
export function formatRelativeTime(epochMs: number, now: number, locale: string): string {
  const difference = epochMs - now;
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(difference) >= ms) ?? UNITS[UNITS.length - 1]!;
  const options = { numeric: 'auto' } as const;
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options)).format(
    Math.round(difference / size),
    unit,
  );
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** What is left until `epochMs`, never negative. */
export function countdownParts(epochMs: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((epochMs - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
/**
 * The clock part of a countdown, "03:04:05". `short` leaves out hours that are zero, as a wait
 * of minutes reads: "14:05", "0:42".
 */
export const formatClock = ({ days, hours, minutes, seconds }: CountdownParts, { short = false } = {}): string =>
  short && days === 0 && hours === 0 ? `${minutes}:${twoDigits(seconds)}` : `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;

// The countdown's day words live here, not in the kit's catalogue, so a fragment drawing a
// countdown before the app (no i18next) writes the same text as the kit's Countdown.
const DAY_WORDS: Record<string, { one: string; other: string }> = {
  en: { one: 'day', other: 'days' },
  fr: { one: 'jour', other: 'jours' },
};

/** "2 days 03:04:05", "1 jour 00:00:09", "14:05:00": what the kit's Countdown shows. */
export function formatCountdown(parts: CountdownParts, locale: string): string {
  if (parts.days === 0) return formatClock(parts);
  const words = DAY_WORDS[locale.slice(0, 2)] ?? DAY_WORDS.en!;
  const word = new Intl.PluralRules(locale).select(parts.days) === 'one' ? words.one : words.other;
  return `${parts.days} ${word} ${formatClock(parts)}`;
}
