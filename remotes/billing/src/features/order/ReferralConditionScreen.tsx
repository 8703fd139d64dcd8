import { NotBuiltYet } from '@panel/ui';
import { useOrderT } from '../../messages/order';

/** `/order/{plan}/cnm/referrals`: the referrals this plan needs, and how many the customer has. */
export function ReferralConditionScreen() {
  const t = useOrderT();
  return <NotBuiltYet title={t('orderPlaceholderReferralConditionScreen')} />;
}
