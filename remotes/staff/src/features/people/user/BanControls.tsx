import { useState, type FormEvent } from 'react';
import type { StaffUser } from '@panel/api/contract';
import { Alert, apiErrorMessage, Button, Modal, NumberField, Textarea, toast, useSingleFlight } from '@panel/ui';
import { banUser } from '../../../api/ban-user';
import { unbanUser } from '../../../api/unban-user';
import { useStaffUsersT } from '../../../messages/staff-users';
import { useRefreshUsers } from './refresh-user';
import { isWholeNumber } from './account-changes';

/** `Ban` (reason and hours in a dialog; an admin cannot be banned) or `Unban`. */
export function BanControls({ user }: { user: StaffUser }) {
  const t = useStaffUsersT();
  const refresh = useRefreshUsers();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState('0');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const reasonProblem = reason.trim() === '' ? t('userBanReasonNeeded') : undefined;
  const durationProblem = isWholeNumber(duration) ? undefined : t('userNumberNeeded');

  const ban = useSingleFlight(async () => {
    setRefusal(null);
    try {
      await banUser(user._id, reason.trim(), Number(duration));
    } catch (error) {
      setRefusal(apiErrorMessage(error));
      return;
    }
    await refresh();
    toast.success(t('userBanned', { name: user.username }));
    setOpen(false);
    setReason('');
    setDuration('0');
    setTried(false);
  });
  const unban = useSingleFlight(async () => {
    try {
      await unbanUser(user._id);
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return;
    }
    await refresh();
    toast.success(t('userUnbanned', { name: user.username }));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reasonProblem || durationProblem) return;
    void ban.run();
  };

  if (user.ban) {
    return (
      <Button variant="secondary" loading={unban.pending} onClick={() => void unban.run()}>
        {t('userUnban')}
      </Button>
    );
  }
  if (user.rank === 'ADMIN') return <p className="people-muted">{t('userAdminNotBannable')}</p>;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('userBan')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('userBanTitle', { name: user.username })}
        description={t('userBanText')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('userCancel')}
            </Button>
            <Button variant="danger" type="submit" form="people-ban-form" loading={ban.pending}>
              {t('userBan')}
            </Button>
          </>
        }
      >
        <form id="people-ban-form" className="people-form" onSubmit={onSubmit} noValidate>
          <Textarea label={t('userBanReason')} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} error={tried ? reasonProblem : undefined} required />
          <NumberField label={t('userBanDuration')} hint={t('userBanDurationHint')} min={0} step={1} value={duration} onChange={(event) => setDuration(event.target.value)} error={tried ? durationProblem : undefined} />
          {refusal && (
            <Alert tone="danger" role="alert">
              <p>{refusal}</p>
            </Alert>
          )}
        </form>
      </Modal>
    </>
  );
}
