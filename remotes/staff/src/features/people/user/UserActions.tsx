import { useState } from 'react';
import type { StaffUser } from '@panel/api/contract';
import { apiErrorMessage, Button, Card, ConfirmDialog, toast, useSingleFlight } from '@panel/ui';
import { removeUserPasskeys } from '../../../api/remove-user-passkeys';
import { resendVerification } from '../../../api/resend-verification';
import { useStaffUsersT } from '../../../messages/staff-users';
import { BanControls } from './BanControls';
import { useRefreshUsers } from './refresh-user';

/** Ban or unban, remove the second factor, send the verification mail again. */
export function UserActions({ user, isAdmin }: { user: StaffUser; isAdmin: boolean }) {
  const t = useStaffUsersT();
  const refresh = useRefreshUsers();
  const [removing, setRemoving] = useState(false);
  const resend = useSingleFlight(async () => {
    try {
      await resendVerification(user._id);
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return;
    }
    toast.success(t('userVerificationSent'));
  });
  // Only an admin may remove an admin's second factor; the mock refuses it too.
  const mayRemove2fa = isAdmin || user.rank !== 'ADMIN';
  return (
    <Card title={t('userActions')}>
      <div className="people-row-actions">
        <BanControls user={user} />
        {mayRemove2fa && (
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            {t('userRemove2fa')}
          </Button>
        )}
        {!user.verified && (
          <Button variant="secondary" loading={resend.pending} onClick={() => void resend.run()}>
            {t('userResendVerification')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('userRemove2faTitle', { name: user.username })}
        confirmLabel={t('userRemove2faConfirm')}
        destructive
        onConfirm={async () => {
          try {
            await removeUserPasskeys(user._id);
          } catch (error) {
            toast.error(apiErrorMessage(error));
            return false;
          }
          await refresh();
          toast.success(t('userRemoved2fa'));
          return true;
        }}
      >
        <p>{t('userRemove2faText')}</p>
      </ConfirmDialog>
    </Card>
  );
}
