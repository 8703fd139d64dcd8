import { NotBuiltYet } from '@panel/ui';
import { useOrderT } from '../../messages/order';

/** `/order/{plan}/configure`: a server on this plan: name, game, location, cycle, discount and what it costs. */
export function ConfigureScreen() {
  const t = useOrderT();
  return <NotBuiltYet title={t('orderPlaceholderConfigureScreen')} />;
}
