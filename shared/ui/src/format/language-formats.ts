// How each language of the catalogue writes an amount and a date, written out here instead of
// asked of Intl. The page's first Intl format loads the browser's locale data: a long task on a
// phone (200–300 ms with the CPU four times slower) that stood between the invoice's early
// answers and its amount on screen, and again in the app's first render. These are Intl's own
// conventions for the two languages (formatters.test.ts holds them to Intl, for every month and
// a range of amounts); a language without an entry here is formatted by Intl.

export interface LanguageFormats {
  decimal: string;
  /** Between groups of three digits, from the thousands. */
  group: string;
  /** The amount with its symbol; `sign` is "-" or "". */
  money(sign: string, number: string, symbol: string): string;
  months: readonly string[];
  /** The long date: "November 23, 2026". */
  date(day: number, month: string, year: number): string;
}

export const LANGUAGE_FORMATS: Readonly<Record<string, LanguageFormats>> = {
  en: {
    decimal: '.',
    group: ',',
    money: (sign, number, symbol) => `${sign}${symbol}${number}`,
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    date: (day, month, year) => `${month} ${day}, ${year}`,
  },
  fr: {
    decimal: ',',
    group: '\u202f',
    money: (sign, number, symbol) => `${sign}${number}\u00a0${symbol}`,
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    date: (day, month, year) => `${day} ${month} ${year}`,
  },
};

/**
 * `amount` with two decimals in the language's way, or null for a language without an entry
 * or an amount that is not a number. Rounded half away from zero on the decimal the amount is
 * written as (1.005 is 1.01), as Intl rounds.
 */
export function moneyIn(language: string, amount: number, symbol: string): string | null {
  const formats = LANGUAGE_FORMATS[language];
  if (!formats || !Number.isFinite(amount)) return null;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, formats.group);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return formats.money(sign, `${whole}${formats.decimal}${String(cents % 100).padStart(2, '0')}`, symbol);
}

/** The long date of `epochMs` in local time (or UTC), or null for a language without an entry. */
export function longDateIn(language: string, epochMs: number, timeZone: 'UTC' | undefined): string | null {
  const formats = LANGUAGE_FORMATS[language];
  const date = new Date(epochMs);
  if (!formats || Number.isNaN(date.getTime())) return null;
  return timeZone === 'UTC'
    ? formats.date(date.getUTCDate(), formats.months[date.getUTCMonth()]!, date.getUTCFullYear())
    : formats.date(date.getDate(), formats.months[date.getMonth()]!, date.getFullYear());
}
