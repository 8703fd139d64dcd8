import { instanceMode } from '@panel/rules';
import { lazy, Suspense } from 'react';
import { useConfig, useSession } from '@panel/session';
import { AccountSummary } from './AccountSummary';
import { AccountUsage } from './AccountUsage';
import { ServersSection } from './ServersSection';
import { UnpaidInvoices } from './UnpaidInvoices';
import './home.css';

// Its own chunk: the home's JavaScript does not grow for a card shown only in some instances.
const AdventHomeCard = lazy(() => import('../advent/AdventHomeCard').then((module) => ({ default: module.AdventHomeCard })));

/**
 * `/`: the welcome and the account's figures (which the server-included fragment paints first,
 * fragment/fill-home-fragment.ts), then the servers, the unpaid invoices and, in resource split,
 * the account's usage. The instance's warning banner is the shell's, above every page.
 */
export function HomeScreen() {
  const user = useSession((s) => s.user);
  const config = useConfig();
  if (!user) return null;
  return (
    <>
      <AccountSummary user={user} />
      {config.welcomeImage && <img className="home-welcome-image" src={config.welcomeImage} alt="" />}
      <ServersSection userId={user._id} />
      {/* Below the servers: the card shows once its code and the calendar's day have loaded, and
          would otherwise push the server cards down as it appears. */}
      {config.features.adventCalendar && (
        <Suspense fallback={null}>
          <AdventHomeCard />
        </Suspense>
      )}
      {instanceMode(config.features) === 'resources' && <AccountUsage userId={user._id} />}
      <UnpaidInvoices userId={user._id} />
    </>
  );
}
