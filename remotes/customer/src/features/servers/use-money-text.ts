import { useSession } from '@panel/session';
import { formatMoney, useLanguage } from '@panel/ui';

/** Amounts as text in the instance currency, for sentences that carry a price. */
export function useMoneyText(): (amount: number) => string {
  const language = useLanguage();
  const currency = useSession((state) => state.config?.currency);
  return (amount) => (currency ? formatMoney(amount, currency, language) : amount.toFixed(2));
}
