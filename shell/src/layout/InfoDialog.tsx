import { useState } from 'react';
import { dismissedDialogKey, readItem, useConfig, writeItem } from '@panel/session';
import { Button, Markdown } from '@panel/ui';
import { useShellT } from '../messages';
import { lazyModal } from './modal';

/** The instance's announcement (`info.dialog`), while it is enabled, shown until dismissed once on this browser. */
export function InfoDialog() {
  const t = useShellT();
  const { info } = useConfig();
  const announcement = info.dialog?.enabled === false ? null : info.dialog;
  const [dismissed, setDismissed] = useState(() => !announcement || readItem(dismissedDialogKey(announcement.id)) !== null);
  const { module } = lazyModal.useModule(!dismissed);
  if (!announcement || !module) return null;
  const dismiss = () => {
    writeItem(dismissedDialogKey(announcement.id), 'dismissed');
    setDismissed(true);
  };
  return (
    <module.Modal
      open={!dismissed}
      onOpenChange={(open) => !open && dismiss()}
      title={announcement.title}
      actions={<Button onClick={dismiss}>{t('announcementGotIt')}</Button>}
    >
      <Markdown source={announcement.message} />
    </module.Modal>
  );
}
