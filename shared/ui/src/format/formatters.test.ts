import { describe, expect, it } from 'vitest';
import { countdownParts, formatClock, formatCountdown, formatDate, formatMoney, formatRelativeTime } from './formatters';

const EUR = { name: 'Euro', abbreviation: 'EUR', symbol: '€' };
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 12);
// Intl separates French thousands and the currency with narrow/no-break spaces.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [12, 'en', '€12.00'],
    [1234.5, 'en', '€1,234.50'],
    [1234.5, 'fr', '1 234,50 €'],
    [0.005, 'en', '€0.01'],
  ])('%d in %s is %s', (amount, locale, expected) => {
    expect(spaces(formatMoney(amount, EUR, locale))).toBe(expected);
  });

  it('writes the instance symbol where Intl knows only the code', () => {
    const lek = { name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'L' };
    expect(formatMoney(3, lek, 'en')).toBe('L3.00');
    expect(spaces(formatMoney(3, lek, 'fr'))).toBe('3,00 L');
  });

  it("writes the instance's symbol, not Intl's own for the currency", () => {
    const dollar = { name: 'US Dollar', abbreviation: 'USD', symbol: '$' };
    expect(formatMoney(1234.5, dollar, 'en')).toBe('$1,234.50');
    expect(spaces(formatMoney(1234.5, dollar, 'fr'))).toBe('1 234,50 $');
  });

  it('leaves a language the panel does not write to Intl', () => {
    expect(spaces(formatMoney(1234.5, EUR, 'de'))).toBe('1.234,50 €');
    expect(formatDate(NOW, 'de', 'date', 'UTC')).toBe('23. November 2026');
  });

  it('falls back to the symbol for a currency code Intl does not know', () => {
    expect(formatMoney(3, { name: 'Coins', abbreviation: 'COINS', symbol: '¢' }, 'en')).toBe('¢3.00');
  });
});

describe('formatDate', () => {
  it('writes the date the way the language does', () => {
    expect(formatDate(NOW, 'en', 'date', 'UTC')).toBe('November 23, 2026');
    expect(formatDate(NOW, 'fr', 'date', 'UTC')).toBe('23 novembre 2026');
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [NOW + 3 * DAY, 'en', 'in 3 days'],
    [NOW + 2 * DAY, 'fr', 'après-demain'],
    [NOW + DAY, 'en', 'tomorrow'],
    [NOW - 2 * 3600_000, 'en', '2 hours ago'],
    [NOW + 40 * DAY, 'en', 'next month'],
    [NOW, 'en', 'now'],
  ])('%d in %s is %s', (when, locale, expected) => {
    expect(formatRelativeTime(when, NOW, locale)).toBe(expected);
  });
});

describe('countdownParts', () => {
  it('splits what is left, and stops at zero', () => {
    const left = countdownParts(NOW + 2 * DAY + 3 * 3600_000 + 4 * 60_000 + 5_900, NOW);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(formatClock(left)).toBe('03:04:05');
    expect(countdownParts(NOW - 1000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it.each([
    [14 * 60_000 + 5_000, '14:05'],
    [42_000, '0:42'],
    [3600_000 + 2_000, '01:00:02'],
    [DAY + 2_000, '00:00:02'],
  ])('in short form, %d ms left reads %s', (left, expected) => {
    expect(formatClock(countdownParts(NOW + left, NOW), { short: true })).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [2 * DAY + 3 * 3600_000 + 4 * 60_000 + 5_000, 'en', '2 days 03:04:05'],
    [DAY + 9_000, 'en', '1 day 00:00:09'],
    [DAY + 9_000, 'fr', '1 jour 00:00:09'],
    [3 * DAY, 'fr', '3 jours 00:00:00'],
    [14 * 60_000, 'en', '00:14:00'],
  ])('%d ms left in %s reads %s', (left, locale, expected) => {
    expect(formatCountdown(countdownParts(NOW + left, NOW), locale)).toBe(expected);
  });
});
