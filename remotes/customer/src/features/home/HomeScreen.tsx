import { Gift } from 'lucide-react';
import { useConfig, useSession } from '@panel/session';
import { ButtonLink, Card } from '@panel/ui';
import { useCustomerT } from '../../messages';
import { AccountSummary } from './AccountSummary';
import { AccountUsage } from './AccountUsage';
import { ServersSection } from './ServersSection';
import { UnpaidInvoices } from './UnpaidInvoices';
import './home.css';

/**
 * `/`: the welcome and the account's figures (which the server-included fragment paints first,
 * fragment/fill-home-fragment.ts), then the servers, the unpaid invoices and, in resource split,
 * the account's usage. The instance's warning banner is the shell's, above every page.
 */
export function HomeScreen() {
  const t = useCustomerT();
  const user = useSession((s) => s.user);
  const config = useConfig();
  if (!user) return null;
  return (
    <>
      <AccountSummary user={user} />
      {config.welcomeImage && <img className="home-welcome-image" src={config.welcomeImage} alt="" />}
      {config.features.adventCalendar && (
        <Card className="home-advent">
          <Gift size={24} aria-hidden="true" />
          <div>
            <p className="home-advent-title">{t('homeAdventTitle')}</p>
            <p>{t('homeAdventText')}</p>
          </div>
          <ButtonLink size="sm" to="/adventcalendar">
            {t('homeAdventOpen')}
          </ButtonLink>
        </Card>
      )}
      <ServersSection userId={user._id} />
      {!config.features.perServerPlans && <AccountUsage userId={user._id} />}
      <UnpaidInvoices userId={user._id} />
    </>
  );
}
