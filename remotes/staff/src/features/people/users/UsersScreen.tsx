import type { StaffUser } from '@panel/api/contract';
import { DateTime, Money, PageHeader } from '@panel/ui';
import { CollectionTable, type CollectionTableProps } from '../../../kit/CollectionTable';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useStaffUsersT } from '../../../messages/staff-users';
import { rankLabel, type Rank } from './ranks';
import { userFilters } from './users-query';

const FILTER_LABELS = { rank: 'usersRank', banned: 'usersBanned', verified: 'usersVerified' } as const;

/** `/staff/users`: every account, searched, filtered, sorted and paged on the server, exportable as CSV. */
export function UsersScreen() {
  const t = useStaffUsersT();
  const kit = useStaffKitT();
  const yesNo = (value: boolean) => (value ? kit('kitYes') : kit('kitNo'));
  const columns: CollectionTableProps<'users'>['columns'] = [
    { id: 'username', header: t('usersName'), accessorFn: (user: StaffUser) => user.username },
    { id: 'email', header: t('usersEmail'), accessorFn: (user: StaffUser) => user.email },
    { id: 'rank', header: t('usersRank'), accessorFn: (user: StaffUser) => rankLabel(t, user.rank) },
    { id: 'balance', header: t('usersBalance'), accessorFn: (user: StaffUser) => user.balance, cell: ({ row }) => <Money amount={row.original.balance} /> },
    { id: 'coins', header: t('usersCoins'), accessorFn: (user: StaffUser) => user.coins },
    { id: 'verified', header: t('usersVerified'), accessorFn: (user: StaffUser) => yesNo(user.verified) },
    { id: 'banned', header: t('usersBanned'), accessorFn: (user: StaffUser) => yesNo(user.ban !== null) },
    {
      id: 'firstLogin',
      header: t('usersJoined'),
      accessorFn: (user: StaffUser) => new Date(user.firstLogin).toISOString(),
      cell: ({ row }) => <DateTime value={row.original.firstLogin} />,
    },
    {
      id: 'lastSeen',
      header: t('usersLastSeen'),
      accessorFn: (user: StaffUser) => new Date(user.lastSeen).toISOString(),
      cell: ({ row }) => <DateTime value={row.original.lastSeen} />,
    },
  ];
  return (
    <>
      <PageHeader title={t('usersTitle')} description={t('usersSearchHint')} />
      <CollectionTable
        collection="users"
        label={t('usersTable')}
        columns={columns}
        filters={userFilters(
          (field) => t(FILTER_LABELS[field]),
          (field, value) => (field === 'rank' ? rankLabel(t, value as Rank) : yesNo(value === 'true')),
        )}
        rowHref={(user) => `/staff/users/${encodeURIComponent(user._id)}`}
        exportFileName="users.csv"
      />
    </>
  );
}
