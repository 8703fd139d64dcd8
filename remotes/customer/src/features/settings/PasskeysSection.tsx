import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { UserPasskey } from '@panel/api/contract';
import { rememberComingFrom } from '@panel/session';
import { Alert, apiErrorMessage, Button, ButtonLink, Card, ConfirmDialog, formatDate, Modal, TextField, toast, useLanguage, useSingleFlight } from '@panel/ui';
import { useDeletePasskey, usePasskeys, useRenamePasskey } from '../../api/passkeys';
import { useSettingsT } from '../../messages/settings';
import { ListSkeleton } from './ListSkeleton';
import { PASSKEY_NAME_MAX, passkeyNameIssue } from './settings-rules';

/** The account's passkeys: each renamed or removed here; a new one is made by the auth remote's ceremony, which returns here. */
export function PasskeysSection() {
  const t = useSettingsT();
  const language = useLanguage();
  const passkeys = usePasskeys();
  const [renaming, setRenaming] = useState<UserPasskey | null>(null);
  const [removing, setRemoving] = useState<UserPasskey | null>(null);
  const remove = useDeletePasskey();
  const removal = useSingleFlight(async (passkey: UserPasskey) => {
    try {
      await remove(passkey.id);
      toast.success(t('settingsPasskeyRemoved'));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  });

  return (
    <Card
      title={t('settingsPasskeys')}
      aria-label={t('settingsPasskeys')}
      actions={
        <ButtonLink to="/auth/passkey" variant="secondary" size="sm" onClick={() => rememberComingFrom('/settings')}>
          <KeyRound size={16} aria-hidden />
          {t('settingsAddPasskey')}
        </ButtonLink>
      }
    >
      <p className="settings-muted">{t('settingsPasskeysIntro')}</p>
      {passkeys.error && !passkeys.data ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" size="sm" onClick={() => passkeys.mutate()}>
              {t('settingsRetry')}
            </Button>
          }
        >
          {t('settingsPasskeysFailed')}
        </Alert>
      ) : !passkeys.data ? (
        <ListSkeleton />
      ) : passkeys.data.length === 0 ? (
        <p>{t('settingsNoPasskeys')}</p>
      ) : (
        <ul className="settings-list">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="settings-item">
              <div className="settings-item-text">
                <strong className="settings-item-name">{passkey.name}</strong>
                <span className="settings-muted">{t('settingsPasskeyCreated', { date: formatDate(passkey.createdAt, language) })}</span>
                <span className="settings-muted">
                  {passkey.lastUsed
                    ? t('settingsPasskeyLastUsed', { date: formatDate(passkey.lastUsed, language, 'dateTime') })
                    : t('settingsPasskeyNeverUsed')}
                </span>
              </div>
              <div className="settings-item-actions">
                <Button variant="secondary" size="sm" onClick={() => setRenaming(passkey)}>
                  {t('settingsRename')} <span className="visually-hidden">{passkey.name}</span>
                </Button>
                <Button variant="danger" size="sm" disabled={removal.pending} onClick={() => setRemoving(passkey)}>
                  {t('settingsRemove')} <span className="visually-hidden">{passkey.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {renaming && <RenameDialog key={renaming.id} passkey={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('settingsRemovePasskeyTitle')}
        confirmLabel={t('settingsRemovePasskeyConfirm')}
        destructive
        onConfirm={() => (removing ? removal.run(removing) : undefined)}
      >
        {removing && <p>{t('settingsRemovePasskeyText', { name: removing.name })}</p>}
      </ConfirmDialog>
    </Card>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: UserPasskey; onClose: () => void }) {
  const t = useSettingsT();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = `rename-passkey-${passkey.id}`;
  const { run, pending } = useSingleFlight(async () => {
    setFailure(null);
    const issue = passkeyNameIssue(name);
    setError(issue && t(`settingsPasskeyName_${issue}`, { count: PASSKEY_NAME_MAX }));
    if (issue) return;
    try {
      await rename({ id: passkey.id, name: name.trim() });
      toast.success(t('settingsPasskeyRenamed'));
      onClose();
    } catch (failed) {
      setFailure(apiErrorMessage(failed));
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('settingsRenamePasskey')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('settingsCancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('settingsSave')}
          </Button>
        </>
      }
    >
      <form id={formId} className="settings-form" noValidate onSubmit={submit}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <TextField label={t('settingsPasskeyName')} value={name} error={error ?? undefined} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </form>
    </Modal>
  );
}
