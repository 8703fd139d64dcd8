import type { Currency } from '@panel/api/contract';
import { useSession } from '@panel/session';
import { formatMoney } from '../format/formatters';
import { useLanguage } from '../i18n/i18n';

/**
 * An amount in the instance currency (or `currency`), two decimals, written the way the
 * person's language writes money.
 *
 * @example
 * <Money amount={invoice.amount} />
 */
export function Money({ amount, currency }: { amount: number; currency?: Currency }) {
  const language = useLanguage();
  const instanceCurrency = useSession((state) => state.config?.currency);
  const shown = currency ?? instanceCurrency;
  return <span className="ui-money">{shown ? formatMoney(amount, shown, language) : amount.toFixed(2)}</span>;
}
