import { NotBuiltYet } from '@panel/ui';
import { useShopT } from '../../messages/shop';

/** `/shop/`: resource packs for coins, premium plans for money, and recent invoices. */
export function ShopScreen() {
  const t = useShopT();
  return <NotBuiltYet title={t('shopPlaceholderShopScreen')} />;
}
