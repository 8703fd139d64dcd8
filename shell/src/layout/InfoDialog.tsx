import { useState } from 'react';
import { dismissedDialogKey, readItem, useConfig, writeItem } from '@panel/session';
import { Button, Markdown, Modal } from '@panel/ui';
import { useShellT } from '../messages';

/** The instance's announcement (`info.dialog`), shown until dismissed once on this browser. */
export function InfoDialog() {
  const t = useShellT();
  const { info } = useConfig();
  const announcement = info.dialog;
  const [dismissed, setDismissed] = useState(() => !announcement || readItem(dismissedDialogKey(announcement.id)) !== null);
  if (!announcement) return null;
  const dismiss = () => {
    writeItem(dismissedDialogKey(announcement.id), 'dismissed');
    setDismissed(true);
  };
  return (
    <Modal
      open={!dismissed}
      onOpenChange={(open) => !open && dismiss()}
      title={announcement.title}
      actions={<Button onClick={dismiss}>{t('announcementGotIt')}</Button>}
    >
      <Markdown source={announcement.message} />
    </Modal>
  );
}
