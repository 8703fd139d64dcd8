import { Coins, Layers, Wallet } from 'lucide-react';
import { useSession } from '@panel/session';
import { Money, PageHeader, StatCard } from '@panel/ui';
import { useCustomerT } from '../../messages';

/** `/`: the signed-in customer's welcome and the figures of their account. */
export function HomeScreen() {
  const t = useCustomerT();
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('welcomeBack', { name: user.username })} description={t('overview')} />
      <dl className="ui-stats">
        <StatCard icon={<Wallet size={16} aria-hidden />} label={t('balance')} value={<Money amount={user.balance} />} />
        <StatCard icon={<Coins size={16} aria-hidden />} label={t('coins')} value={user.coins} />
        <StatCard icon={<Layers size={16} aria-hidden />} label={t('plans')} value={user.plans.length} />
      </dl>
    </>
  );
}
