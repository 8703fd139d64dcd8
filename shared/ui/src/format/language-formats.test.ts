import { describe, expect, it } from 'vitest';
import { LANGUAGE_FORMATS, longDateIn, moneyIn } from './language-formats';

// The conventions are Intl's: held to Intl here, so a written-out format never drifts from the
// one the browser would have given.
const LANGUAGES = Object.keys(LANGUAGE_FORMATS);
const intlMoney = (language: string, amount: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

const AMOUNTS = [0, -0, 0.001, -0.001, 0.005, 0.015, 1.005, 2.675, 12, 99.999, 999.995, 1000, 1234.5, -5, -1234.5, 0.1 + 0.2, 12345678.9, 1e9];
// A fixed spread of amounts of every size, the same on every run.
const SPREAD = Array.from({ length: 300 }, (_, index) => Number(((Math.sin(index + 1) * 10 ** (index % 8)) / 3).toFixed(index % 5)));

describe('moneyIn', () => {
  it.each(LANGUAGES)('writes amounts in %s as Intl does', (language) => {
    for (const amount of [...AMOUNTS, ...SPREAD]) expect(moneyIn(language, amount, '€'), String(amount)).toBe(intlMoney(language, amount));
  });

  it('has no answer for a language it does not know, or for what is not a number', () => {
    expect(moneyIn('de', 1, '€')).toBeNull();
    expect(moneyIn('en', Number.NaN, '€')).toBeNull();
    expect(moneyIn('en', Infinity, '€')).toBeNull();
  });
});

describe('longDateIn', () => {
  const days = [1, 2, 9, 10, 21, 28];
  it.each(LANGUAGES)('writes every month of the year in %s as Intl does, in UTC and in local time', (language) => {
    const utc = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    for (let month = 0; month < 12; month++) {
      for (const day of days) {
        const at = Date.UTC(2026, month, day, 12);
        expect(longDateIn(language, at, 'UTC')).toBe(utc.format(at));
        expect(longDateIn(language, at, undefined)).toBe(local.format(at));
      }
    }
  });

  it('has no answer for a language it does not know, or a date that is not one', () => {
    expect(longDateIn('de', 0, 'UTC')).toBeNull();
    expect(longDateIn('en', Number.NaN, 'UTC')).toBeNull();
  });
});
