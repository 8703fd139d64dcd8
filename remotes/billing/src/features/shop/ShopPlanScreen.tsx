import { NotBuiltYet } from '@panel/ui';
import { useShopT } from '../../messages/shop';

/** `/shop/{id}`: one premium plan: cycle, discount and what it costs. */
export function ShopPlanScreen() {
  const t = useShopT();
  return <NotBuiltYet title={t('shopPlaceholderShopPlanScreen')} />;
}
