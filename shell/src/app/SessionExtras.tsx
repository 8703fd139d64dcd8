import { useEffect } from 'react';
import { useConfig } from '@panel/session';
import { ChangelogDialog } from '../layout/ChangelogDialog';
import { InfoDialog } from '../layout/InfoDialog';
import { lazyPart } from '../layout/lazy-part';
import { injectScripts, thirdPartyScripts } from '../layout/third-party-scripts';
import { useRefreshSessionOnReturn } from '../layout/use-refresh-session';
import { useSessionExpiry } from '../startup/use-session-expiry';

/** Only an instance with snow fetches it. */
const snow = lazyPart(() => import('../layout/seasons/Snow'));

/**
 * What runs once startup has settled: announcements, the staff changelog, the snow, outside
 * scripts (the ad's is the ad slot's, on the screens that show one), and watching the session
 * (a 401 ends it; the user is refreshed when the tab is back).
 */
export function SessionExtras() {
  const config = useConfig();
  useSessionExpiry();
  useRefreshSessionOnReturn();
  useEffect(() => injectScripts(thirdPartyScripts(config)), [config]);
  const Snow = snow.useModule(config.settings.theme.christmas.snow).module?.Snow;
  return (
    <>
      {Snow && <Snow />}
      <InfoDialog />
      <ChangelogDialog />
    </>
  );
}
