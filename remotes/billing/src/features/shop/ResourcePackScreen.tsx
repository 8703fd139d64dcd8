import { NotBuiltYet } from '@panel/ui';
import { useShopT } from '../../messages/shop';

/** `/shop/resources/{id}`: one resource pack, bought with coins. */
export function ResourcePackScreen() {
  const t = useShopT();
  return <NotBuiltYet title={t('shopPlaceholderResourcePackScreen')} />;
}
