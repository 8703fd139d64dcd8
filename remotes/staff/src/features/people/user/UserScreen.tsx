import type { StaffUser } from '@panel/api/contract';
import { useParams } from '@panel/router';
import { useSession } from '@panel/session';
import { Alert, Badge, Card, DateTime, DescriptionList, Link, Money, PageHeader } from '@panel/ui';
import { useRecord } from '../../../api/collection';
import { RecordLoader } from '../../../kit/RecordLoader';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useStaffUsersT } from '../../../messages/staff-users';
import { rankLabel } from '../users/ranks';
import { AccountForm } from './AccountForm';
import { ActivityTabs } from './ActivityTabs';
import { AltsCard } from './AltsCard';
import { NotesCard } from './NotesCard';
import { UserActions } from './UserActions';
import '../people.css';

/** `/staff/users/{id}`: the profile and activity; an admin edits the account; staff ban, note and mail. */
export function UserScreen() {
  const { id } = useParams();
  const record = useRecord('users', id);
  return (
    <RecordLoader record={record} listPath="/staff/users">
      {(user) => <UserPage user={user} />}
    </RecordLoader>
  );
}

function UserPage({ user }: { user: StaffUser }) {
  const t = useStaffUsersT();
  const isAdmin = useSession((s) => s.user?.rank === 'ADMIN');
  return (
    <div className="people-page">
      <PageHeader title={t('userTitle', { name: user.username })} breadcrumbs={[{ label: t('usersTitle'), to: '/staff/users' }, { label: user.username }]} />
      <div className="people-columns">
        <Profile user={user} />
        <UserActions user={user} isAdmin={isAdmin} />
      </div>
      {isAdmin ? (
        <AccountForm key={user._id} user={user} />
      ) : (
        <Alert tone="info">
          <p>{t('userReadOnly')}</p>
        </Alert>
      )}
      <ActivityTabs user={user} isAdmin={isAdmin} />
      <div className="people-columns">
        <NotesCard userId={user._id} />
        <AltsCard userId={user._id} />
      </div>
    </div>
  );
}

function Profile({ user }: { user: StaffUser }) {
  const t = useStaffUsersT();
  const kit = useStaffKitT();
  const referrer = useRecord('users', user.referrer ?? undefined);
  const ban = user.ban;
  const reason = ban?.reason || t('userNoReason');
  return (
    <Card title={t('userProfile')}>
      <DescriptionList
        items={[
          { label: t('userId'), value: <code>{user._id}</code> },
          { label: t('usersEmail'), value: user.email },
          { label: t('usersRank'), value: <Badge tone={user.rank === 'USER' ? 'neutral' : 'info'}>{rankLabel(t, user.rank)}</Badge> },
          { label: t('usersBalance'), value: <Money amount={user.balance} /> },
          { label: t('usersCoins'), value: user.coins },
          { label: t('usersVerified'), value: user.verified ? kit('kitYes') : kit('kitNo') },
          {
            label: t('userBanStatus'),
            value: ban ? (
              <Badge tone="danger">{ban.until === null ? t('userBannedForever', { reason }) : t('userBannedUntil', { reason, date: new Date(ban.until).toLocaleString() })}</Badge>
            ) : (
              t('userNotBanned')
            ),
          },
          { label: t('usersJoined'), value: <DateTime value={user.firstLogin} /> },
          { label: t('usersLastSeen'), value: <DateTime value={user.lastSeen} /> },
          {
            label: t('userReferrer'),
            value: user.referrer ? <Link to={`/staff/users/${encodeURIComponent(user.referrer)}`}>{referrer.data?.username ?? user.referrer}</Link> : kit('kitNone'),
          },
          { label: t('userReferralCode'), value: user.code },
          { label: t('userPanelId'), value: user.pid ?? kit('kitNone') },
        ]}
      />
    </Card>
  );
}
