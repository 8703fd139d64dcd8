import type { Currency } from '@panel/api/contract';

/** Amounts always show two decimals after the instance currency's symbol (spec section 9). */
export const formatMoney = (amount: number, currency: Currency): string =>
  `${currency.symbol}${amount.toFixed(2)}`;
