import { NotBuiltYet } from '@panel/ui';
import { useFundsT } from '../../messages/funds';

/** `/funds`: the balance, a top-up, its movements and the unpaid invoices. */
export function FundsScreen() {
  const t = useFundsT();
  return <NotBuiltYet title={t('fundsPlaceholderFundsScreen')} />;
}
