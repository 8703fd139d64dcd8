import { useState } from 'react';
import type { StaffUser } from '@panel/api/contract';
import { useLocation } from '@panel/router';
import { startReadOnlyView } from '@panel/session';
import { apiErrorMessage, Button, Card, ConfirmDialog, toast, useSingleFlight } from '@panel/ui';
import { removeUserPasskeys } from '../../../api/remove-user-passkeys';
import { resendVerification } from '../../../api/resend-verification';
import { viewAsCustomer } from '../../../api/view-as-customer';
import { useStaffUsersT } from '../../../messages/staff-users';
import { BanControls } from './BanControls';
import { useRefreshUsers } from './refresh-user';

/** Ban or unban, remove the second factor, send the verification mail again; an admin may view a customer's panel. */
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
  const { pathname, search } = useLocation();
  const viewAs = useSingleFlight(async () => {
    try {
      startReadOnlyView(await viewAsCustomer(user._id), pathname + search);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
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
        {isAdmin && user.rank === 'USER' && (
          <Button variant="secondary" loading={viewAs.pending} onClick={() => void viewAs.run()}>
            {t('userViewAsCustomer')}
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
