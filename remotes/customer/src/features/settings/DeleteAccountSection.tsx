import { useState, type FormEvent } from 'react';
import type { User } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { sessionStore, useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, Card, formatMoney, Modal, stayPending, TextField, toast, useLanguage, useSingleFlight } from '@panel/ui';
import { useDeleteAccount } from '../../api/delete-account';
import { useSettingsT } from '../../messages/settings';

const LOGIN_PATH = '/auth/login';

/** Deleting the account, after saying what is lost and having the username typed; then signed out, to the sign-in page. */
export function DeleteAccountSection({ user }: { user: User }) {
  const t = useSettingsT();
  const [open, setOpen] = useState(false);
  const isAdmin = user.rank === 'ADMIN';
  return (
    <Card title={t('settingsDeleteAccount')} aria-label={t('settingsDeleteAccount')} className="settings-danger">
      <Consequences user={user} />
      {isAdmin ? (
        <p className="settings-muted">{t('settingsDeleteAdmin')}</p>
      ) : (
        <div className="settings-actions">
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('settingsDeleteAccount')}
          </Button>
        </div>
      )}
      {open && <DeleteDialog user={user} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function Consequences({ user }: { user: User }) {
  const t = useSettingsT();
  const language = useLanguage();
  const currency = useSession((s) => s.config?.currency);
  const balance = currency ? formatMoney(user.balance, currency, language) : user.balance.toFixed(2);
  return (
    <>
      <p>{t('settingsDeleteIntro')}</p>
      <ul className="settings-consequences">
        <li>{t('settingsDeleteLosesServers')}</li>
        <li>{t('settingsDeleteLosesMoney', { balance, coins: user.coins })}</li>
        <li>{t('settingsDeleteLosesPasskeys')}</li>
        <li>{t('settingsDeleteKeepsInvoices')}</li>
      </ul>
    </>
  );
}

function DeleteDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useSettingsT();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = typed === user.username;
  const { run, pending } = useSingleFlight(async () => {
    if (!confirmed) return;
    setFailure(null);
    try {
      await remove(undefined);
    } catch (error) {
      // The dialog stays with what was typed, and says why.
      setFailure(apiErrorMessage(error));
      return;
    }
    toast.success(t('settingsAccountDeleted'));
    // The server ended every session with the account: the browser forgets it, with no logout call to refuse.
    sessionStore.getState().signOut();
    navigate(LOGIN_PATH, { replace: true });
    await stayPending();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t('settingsDeleteTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('settingsCancel')}
          </Button>
          <Button type="submit" form="delete-account" variant="danger" disabled={!confirmed} loading={pending}>
            {t('settingsDeleteConfirm')}
          </Button>
        </>
      }
    >
      <form id="delete-account" className="settings-form" noValidate onSubmit={submit}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Consequences user={user} />
        <TextField
          label={t('settingsDeleteTypeUsername', { username: user.username })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </form>
    </Modal>
  );
}
