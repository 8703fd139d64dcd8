import { Coins, Layers, Wallet } from 'lucide-react';
import type { User } from '@panel/api/contract';
import { Money, PageHeader, StatCard } from '@panel/ui';
import { useCustomerT } from '../../messages';

/**
 * The home's welcome and the account's figures: what the server-included fragment paints before
 * the app (public/fragments/index.html, fragment/fill-home-fragment.ts), text for text.
 */
export function AccountSummary({ user }: { user: User }) {
  const t = useCustomerT();
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
