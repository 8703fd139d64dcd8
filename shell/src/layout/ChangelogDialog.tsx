import { useEffect, useState } from 'react';
import { useNavigate } from '@panel/router';
import { readItem, STORAGE_KEYS, useConfig, useSession, writeItem } from '@panel/session';
import { Button } from '@panel/ui';
import { useShellT } from '../messages';
import { lazyModal } from './modal';
import { CHANGELOG_DIALOG_DELAY_MS, CHANGELOG_PATH, shouldShowChangelog } from './changelog-dialog-rule';

export function ChangelogDialog() {
  const t = useShellT();
  const { currentVersion } = useConfig();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const eligible = shouldShowChangelog(user, currentVersion, readItem(STORAGE_KEYS.staffChangelogDialog));
  // Fetched during the delay, so the dialog opens on time.
  const { module } = lazyModal.useModule(eligible || open);

  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(() => setOpen(true), CHANGELOG_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  const close = (readChangelog: boolean) => {
    writeItem(STORAGE_KEYS.staffChangelogDialog, currentVersion);
    setOpen(false);
    if (readChangelog) navigate(CHANGELOG_PATH);
  };
  if (!module) return null;
  return (
    <module.Modal
      open={open}
      onOpenChange={(next) => !next && close(false)}
      title={t('changelogTitle')}
      description={t('changelogText', { version: currentVersion })}
      actions={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('changelogDismiss')}
          </Button>
          <Button onClick={() => close(true)}>{t('changelogRead')}</Button>
        </>
      }
    />
  );
}
