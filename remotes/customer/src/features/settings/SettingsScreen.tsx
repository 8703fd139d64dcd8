import { useSession } from '@panel/session';
import { Card, PageHeader, Skeleton } from '@panel/ui';
import { useSettingsT } from '../../messages/settings';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { StaffChangesSection } from './StaffChangesSection';
import './settings.css';

/** `/settings`: the signed-in person's profile, sign-in methods, sessions, preferences and the way to delete the account. */
export function SettingsScreen() {
  const t = useSettingsT();
  const user = useSession((s) => s.user);
  return (
    <>
      <PageHeader title={t('settingsTitle')} description={t('settingsIntro')} />
      <div className="settings">
        {user ? (
          // Keyed by the user: a sign-in as someone else starts the forms afresh.
          <ProfileSection key={user._id} user={user} />
        ) : (
          <Card aria-busy="true">
            <Skeleton width="8rem" height="1.4rem" />
            <Skeleton height="2.4rem" />
            <Skeleton height="2.4rem" />
          </Card>
        )}
        <PasswordSection />
        <PasskeysSection />
        <SessionsSection />
        <StaffChangesSection />
        <PreferencesSection />
        {user && <DeleteAccountSection user={user} />}
      </div>
    </>
  );
}
