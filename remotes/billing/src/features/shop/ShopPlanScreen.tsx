import { NotBuiltYet } from '@panel/ui';
import { useShopPlanT } from '../../messages/shop-plan';

/** `/shop/{id}`: one premium plan: cycle, discount and what it costs. */
export function ShopPlanScreen() {
  const t = useShopPlanT();
  return <NotBuiltYet title={t('shopPlanPlaceholder')} />;
}
