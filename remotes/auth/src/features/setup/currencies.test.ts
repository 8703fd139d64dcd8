import { describe, expect, it } from 'vitest';
import { buildCurrencyList, currencyLabel, currencySymbol, DEFAULT_CURRENCY_CODE } from './currencies';

describe('buildCurrencyList', () => {
  const list = buildCurrencyList();

  it('lists the currencies the runtime knows (about 110 or more), sorted by name', () => {
    expect(list.length).toBeGreaterThanOrEqual(110);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(list.map((c) => c.abbreviation)).size).toBe(list.length);
  });

  it.each([
    ['ALL', 'Albanian Lek'],
    ['EUR', 'Euro'],
    ['USD', 'US Dollar'],
    ['INR', 'Indian Rupee'],
  ])('has %s named %s', (code, name) => {
    expect(list.find((c) => c.abbreviation === code)?.name).toBe(name);
  });

  it('includes the default, Albanian Lek', () => {
    expect(list.some((c) => c.abbreviation === DEFAULT_CURRENCY_CODE)).toBe(true);
  });

  it('leaves out metals, drawing rights, test codes and malformed codes', () => {
    const only = buildCurrencyList({ codes: ['EUR', 'XAU', 'XXX', 'XTS', 'XDR', 'eur', 'EURO'], locale: 'en' });
    expect(only.map((c) => c.abbreviation)).toEqual(['EUR']);
  });

  it('builds entries of name, code and symbol', () => {
    expect(buildCurrencyList({ codes: ['USD', 'EUR'], locale: 'en' })).toEqual([
      { name: 'Euro', abbreviation: 'EUR', symbol: '€' },
      { name: 'US Dollar', abbreviation: 'USD', symbol: '$' },
    ]);
  });
});

describe('currencySymbol', () => {
  it.each([
    ['EUR', '€'],
    ['USD', '$'],
    ['INR', '₹'],
    ['JPY', '¥'],
    ['GBP', '£'],
  ])('%s → %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('falls back to the code where the locale has no symbol', () => {
    expect(currencySymbol('ALL')).toBe('ALL');
  });
});

describe('currencyLabel', () => {
  it.each([
    [{ name: 'Euro', abbreviation: 'EUR', symbol: '€' }, 'Euro (EUR, €)'],
    [{ name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'ALL' }, 'Albanian Lek (ALL)'],
  ])('%j → %s', (currency, label) => {
    expect(currencyLabel(currency)).toBe(label);
  });
});
