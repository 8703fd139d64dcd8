import { useEffect } from 'react';
import { useConfig } from '@panel/session';
import { ChangelogDialog } from '../layout/ChangelogDialog';
import { InfoDialog } from '../layout/InfoDialog';
import { injectScripts, thirdPartyScripts } from '../layout/third-party-scripts';

/** What runs once the config is loaded: announcements, the staff changelog, outside scripts. */
export function SessionExtras() {
  const config = useConfig();
  useEffect(() => injectScripts(thirdPartyScripts(config)), [config]);
  return (
    <>
      <InfoDialog />
      <ChangelogDialog />
    </>
  );
}
