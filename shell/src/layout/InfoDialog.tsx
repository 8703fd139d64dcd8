import { useState } from 'react';
import { dismissedDialogKey, readItem, useConfig, writeItem } from '@panel/session';
import { Dialog } from '@panel/ui';

/** The instance's announcement (`info.dialog`), shown until dismissed once on this browser. */
export function InfoDialog() {
  const { info } = useConfig();
  const announcement = info.dialog;
  const [dismissed, setDismissed] = useState(() => !announcement || readItem(dismissedDialogKey(announcement.id)) !== null);
  if (!announcement || dismissed) return null;
  const dismiss = () => {
    writeItem(dismissedDialogKey(announcement.id), 'dismissed');
    setDismissed(true);
  };
  return (
    <Dialog
      title={announcement.title}
      onClose={dismiss}
      actions={
        <button type="button" className="button" onClick={dismiss}>
          Got it
        </button>
      }
    >
      <p>{announcement.message}</p>
    </Dialog>
  );
}
