import { useEffect, useState } from 'react';
import { useNavigate } from '@panel/router';
import { readItem, STORAGE_KEYS, useConfig, useSession, writeItem } from '@panel/session';
import { Dialog } from '@panel/ui';
import { CHANGELOG_DIALOG_DELAY_MS, CHANGELOG_PATH, shouldShowChangelog } from './changelog-dialog-rule';

export function ChangelogDialog() {
  const { currentVersion } = useConfig();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const eligible = shouldShowChangelog(user, currentVersion, readItem(STORAGE_KEYS.staffChangelogDialog));

  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => setOpen(true), CHANGELOG_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  if (!open) return null;
  const close = (readChangelog: boolean) => {
    writeItem(STORAGE_KEYS.staffChangelogDialog, currentVersion);
    setOpen(false);
    if (readChangelog) navigate(CHANGELOG_PATH);
  };
  return (
    <Dialog
      title="What's new"
      onClose={() => close(false)}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => close(false)}>
            Dismiss
          </button>
          <button type="button" className="button" onClick={() => close(true)}>
            Read the changelog
          </button>
        </>
      }
    >
      <p>The panel was updated to version {currentVersion}.</p>
    </Dialog>
  );
}
