import { useConfig } from '@panel/session';
import { Alert, Markdown } from '@panel/ui';

/** The instance's site-wide warning (`info.warnmsg`), above every page while it is set. */
export function WarningBanner() {
  const { info } = useConfig();
  if (!info.warnmsg) return null;
  return (
    <Alert tone="warning">
      <Markdown source={info.warnmsg} />
    </Alert>
  );
}
