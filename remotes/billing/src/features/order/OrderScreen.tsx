import { NotBuiltYet } from '@panel/ui';
import { useOrderT } from '../../messages/order';

/** `/order` and `/order/{category}`: the plans on sale, by category. */
export function OrderScreen() {
  const t = useOrderT();
  return <NotBuiltYet title={t('orderPlaceholderOrderScreen')} />;
}
