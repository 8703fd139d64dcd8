import { useEffect } from 'react';
import { useConfig } from '@panel/session';
import { ChangelogDialog } from '../layout/ChangelogDialog';
import { InfoDialog } from '../layout/InfoDialog';
import { injectScripts, thirdPartyScripts } from '../layout/third-party-scripts';
import { useRefreshSessionOnReturn } from '../layout/use-refresh-session';
import { useSessionExpiry } from '../startup/use-session-expiry';

/**
 * What runs once startup has settled: announcements, the staff changelog, outside scripts,
 * and watching the session (a 401 ends it; the user is refreshed when the tab is back).
 */
export function SessionExtras() {
  const config = useConfig();
  useSessionExpiry();
  useRefreshSessionOnReturn();
  useEffect(() => injectScripts(thirdPartyScripts(config)), [config]);
  return (
    <>
      <InfoDialog />
      <ChangelogDialog />
    </>
  );
}
