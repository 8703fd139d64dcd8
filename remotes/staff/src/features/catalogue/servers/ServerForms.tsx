import { useState } from 'react';
import type { Server, SuspensionReason } from '@panel/api/contract';
import { Button, Card, Select, Textarea, TextField, toast } from '@panel/ui';
import { useChangeServerOwner } from '../../../api/change-server-owner';
import { useExtendServer } from '../../../api/extend-server';
import { useSuspendServer } from '../../../api/suspend-server';
import { useUnsuspendServer } from '../../../api/unsuspend-server';
import { useCatalogueT } from '../../../messages/catalogue';
import { fromLocalInput, toLocalInput, useRecordSubmit, type FieldMessages } from '../record-form';
import { REASON_MESSAGE, SUSPENSION_REASONS } from './server-names';

const DAY = 86_400_000;

/** Suspend with the reason the owner will read (and a note for the log), or lift it. */
export function ServerSuspension({ server }: { server: Server }) {
  const t = useCatalogueT();
  const suspend = useSuspendServer();
  const unsuspend = useUnsuspendServer();
  const [reason, setReason] = useState<SuspensionReason | ''>('');
  const [note, setNote] = useState('');
  const suspended = server.suspended !== null;
  const { errors, pending, submit } = useRecordSubmit(
    (): FieldMessages => (!suspended && !reason ? { reason: t('serverReasonRequired') } : {}),
    async () => {
      if (suspended) await unsuspend(server._id, note.trim() ? { note: note.trim() } : {});
      else await suspend(server._id, { reason: reason as SuspensionReason, ...(note.trim() && { note: note.trim() }) });
      toast.success(t(suspended ? 'serverUnsuspended' : 'serverSuspendedDone'));
      setNote('');
      setReason('');
    },
  );
  return (
    <Card title={t('serverSuspension')} aria-label={t('serverSuspension')}>
      <form
        className="catalogue-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {!suspended && (
          <Select
            label={t('serverReason')}
            hint={t('serverReasonHint')}
            placeholder={t('serverReasonPlaceholder')}
            value={reason}
            error={errors.reason}
            onValueChange={(value) => setReason(value as SuspensionReason)}
            options={SUSPENSION_REASONS.map((value) => ({ value, label: t(REASON_MESSAGE[value]) }))}
          />
        )}
        <Textarea label={t('serverNote')} hint={t('serverNoteHint')} rows={2} maxLength={500} value={note} error={errors.note} onChange={(event) => setNote(event.target.value)} />
        <div className="catalogue-actions">
          <Button type="submit" variant={suspended ? 'primary' : 'danger'} loading={pending}>
            {t(suspended ? 'serverUnsuspend' : 'serverSuspend')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Moves the expiry to a chosen time in the future. */
export function ServerExpiry({ server }: { server: Server }) {
  const t = useCatalogueT();
  const extend = useExtendServer();
  const [expires, setExpires] = useState(() => toLocalInput(Math.max(server.expires ?? 0, Date.now()) + 30 * DAY));
  const check = (): FieldMessages => {
    const time = fromLocalInput(expires);
    return time === null || time <= Date.now() ? { expires: t('serverExpiryRule') } : {};
  };
  const { errors, pending, submit } = useRecordSubmit(check, async () => {
    await extend(server._id, fromLocalInput(expires) ?? 0);
    toast.success(t('serverExtended'));
  });
  return (
    <Card title={t('serverExpiry')} aria-label={t('serverExpiry')}>
      <form
        className="catalogue-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('serverNewExpiry')} type="datetime-local" required value={expires} error={errors.expires} onChange={(event) => setExpires(event.target.value)} />
        <div className="catalogue-actions">
          <Button type="submit" loading={pending}>
            {t('serverExtend')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Gives the server to another user, named by id, e-mail or username. */
export function ServerOwner({ server }: { server: Server }) {
  const t = useCatalogueT();
  const changeOwner = useChangeServerOwner();
  const [user, setUser] = useState('');
  const { errors, pending, submit } = useRecordSubmit(
    (): FieldMessages => (user.trim() ? {} : { user: t('required') }),
    async () => {
      await changeOwner(server._id, user.trim());
      toast.success(t('serverOwnerChanged'));
      setUser('');
    },
  );
  return (
    <Card title={t('serverOwnerTitle')} aria-label={t('serverOwnerTitle')}>
      <form
        className="catalogue-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('serverNewOwner')} hint={t('serverNewOwnerHint')} required autoComplete="off" value={user} error={errors.user} onChange={(event) => setUser(event.target.value)} />
        <div className="catalogue-actions">
          <Button type="submit" loading={pending}>
            {t('serverChangeOwner')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
