import type { Currency } from '@panel/api/contract';

export const DEFAULT_CURRENCY_CODE = 'ALL';

// ISO 4217 codes for precious metals, drawing rights and testing: not money a shop charges in.
const NOT_MONEY = new Set(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX']);

interface IntlSource {
  codes: readonly string[];
  locale: string;
}

const defaultSource = (): IntlSource => ({ codes: Intl.supportedValuesOf('currency'), locale: 'en' });

/** Every currency the browser knows, as config entries (name, code, symbol), sorted by name. */
export function buildCurrencyList({ codes, locale }: IntlSource = defaultSource()): Currency[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
  return codes
    .filter((code) => /^[A-Z]{3}$/.test(code) && !NOT_MONEY.has(code))
    .flatMap((abbreviation) => {
      const name = names.of(abbreviation);
      return name ? [{ name, abbreviation, symbol: currencySymbol(abbreviation, locale) }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The short symbol ($, €, ₹), or the code where the locale has none. */
export function currencySymbol(code: string, locale = 'en'): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

export const currencyLabel = ({ name, abbreviation, symbol }: Currency): string =>
  symbol === abbreviation ? `${name} (${abbreviation})` : `${name} (${abbreviation}, ${symbol})`;

/** The currency a person chose in the list, by its label as listed, or typed by its code or name. */
export function findCurrency(currencies: readonly Currency[], typed: string): Currency | undefined {
  const wanted = typed.trim().toLowerCase();
  return currencies.find(
    (currency) => currencyLabel(currency).toLowerCase() === wanted || currency.abbreviation.toLowerCase() === wanted || currency.name.toLowerCase() === wanted,
  );
}
