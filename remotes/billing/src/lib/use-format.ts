import { formatDate, formatMoney, useLanguage } from '@panel/ui';
import { useConfig } from '@panel/session';

/**
 * Money in the instance currency and invoice dates, as strings in the person's language, for
 * the places a value sits inside a sentence (JSX elsewhere uses the kit's Money and DateTime).
 */
export function useFormat() {
  const language = useLanguage();
  const { currency } = useConfig();
  return {
    money: (amount: number) => formatMoney(amount, currency, language),
    /** Invoice dates are epoch milliseconds; 0 means "not set". */
    date: (epochMs: number) => (epochMs > 0 ? formatDate(epochMs, language) : '—'),
  };
}
