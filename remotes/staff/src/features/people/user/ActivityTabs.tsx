import { useState } from 'react';
import type { Invoice, PaymentTransaction, Server, StaffUser } from '@panel/api/contract';
import { DataTable, DateTime, Money, Tabs, type DataTableProps, type TableQuery } from '@panel/ui';
import { useUserCoinHistory } from '../../../api/user-coin-history';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useStaffKitT } from '../../../messages/staff-kit';
import { useStaffUsersT } from '../../../messages/staff-users';

type CoinMovement = NonNullable<ReturnType<typeof useUserCoinHistory>['data']>['result'][number];

/** The user's servers, invoices, transactions (admins), referrals and coin history, one tab each. */
export function ActivityTabs({ user, isAdmin }: { user: StaffUser; isAdmin: boolean }) {
  const t = useStaffUsersT();
  const kit = useStaffKitT();
  const yesNo = (value: boolean) => (value ? kit('kitYes') : kit('kitNo'));
  const servers: DataTableProps<Server>['columns'] = [
    { id: 'name', header: t('userServerName'), accessorFn: (server: Server) => server.name },
    { id: 'created', header: t('userServerCreated'), accessorFn: (server: Server) => server.created, cell: ({ row }) => <DateTime value={row.original.created} /> },
    { id: 'suspended', header: t('userServerSuspended'), accessorFn: (server: Server) => yesNo(Boolean(server.suspended)) },
  ];
  const invoices: DataTableProps<Invoice>['columns'] = [
    { id: 'name', header: t('userInvoiceName'), accessorFn: (invoice: Invoice) => invoice.name },
    { id: 'amount', header: t('userInvoiceAmount'), accessorFn: (invoice: Invoice) => invoice.amount, cell: ({ row }) => <Money amount={row.original.amount} /> },
    { id: 'paid', header: t('userInvoicePaid'), accessorFn: (invoice: Invoice) => yesNo(invoice.paid) },
    { id: 'duedate', header: t('userInvoiceDue'), accessorFn: (invoice: Invoice) => invoice.duedate, cell: ({ row }) => <DateTime value={row.original.duedate} /> },
  ];
  const transactions: DataTableProps<PaymentTransaction>['columns'] = [
    { id: 'method', header: t('userTransactionMethod'), accessorFn: (transaction: PaymentTransaction) => transaction.method },
    { id: 'amount', header: t('userTransactionAmount'), accessorFn: (transaction: PaymentTransaction) => transaction.amount, cell: ({ row }) => <Money amount={row.original.amount} /> },
    { id: 'date', header: t('userTransactionDate'), accessorFn: (transaction: PaymentTransaction) => transaction.date, cell: ({ row }) => <DateTime value={row.original.date} /> },
  ];
  const referrals: DataTableProps<StaffUser>['columns'] = [
    { id: 'username', header: t('usersName'), accessorFn: (referral: StaffUser) => referral.username },
    { id: 'email', header: t('usersEmail'), accessorFn: (referral: StaffUser) => referral.email },
    { id: 'firstLogin', header: t('usersJoined'), accessorFn: (referral: StaffUser) => referral.firstLogin, cell: ({ row }) => <DateTime value={row.original.firstLogin} /> },
  ];
  const pageSize = 10;
  const tabs = [
    {
      id: 'servers',
      label: t('userServers'),
      content: (
        <CollectionTable
          collection="servers"
          label={t('userServers')}
          columns={servers}
          fixedWhere={[`uid:${user._id}`]}
          paramPrefix="servers."
          pageSize={pageSize}
          rowHref={isAdmin ? (server) => `/staff/servers/${encodeURIComponent(server._id)}` : undefined}
        />
      ),
    },
    {
      id: 'invoices',
      label: t('userInvoices'),
      content: (
        <CollectionTable
          collection="invoices"
          label={t('userInvoices')}
          columns={invoices}
          fixedWhere={[`user:${user._id}`]}
          paramPrefix="invoices."
          pageSize={pageSize}
          rowHref={(invoice) => `/invoice/${encodeURIComponent(invoice._id)}`}
        />
      ),
    },
    ...(isAdmin
      ? [
          {
            id: 'transactions',
            label: t('userTransactions'),
            content: (
              <CollectionTable
                collection="transactions"
                label={t('userTransactions')}
                columns={transactions}
                fixedWhere={[`user:${user._id}`]}
                paramPrefix="transactions."
                pageSize={pageSize}
                rowHref={(transaction) => `/staff/transactions/${encodeURIComponent(transaction._id)}`}
              />
            ),
          },
        ]
      : []),
    {
      id: 'referrals',
      label: t('userReferrals'),
      content: (
        <CollectionTable
          collection="users"
          label={t('userReferrals')}
          columns={referrals}
          fixedWhere={[`referrer:${user._id}`]}
          paramPrefix="referrals."
          pageSize={pageSize}
          rowHref={(referral) => `/staff/users/${encodeURIComponent(referral._id)}`}
        />
      ),
    },
    { id: 'coins', label: t('userCoinHistory'), content: <CoinHistory userId={user._id} pageSize={pageSize} /> },
  ];
  return <Tabs label={t('userActivity')} tabs={tabs} />;
}

function CoinHistory({ userId, pageSize }: { userId: string; pageSize: number }) {
  const t = useStaffUsersT();
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize, search: '' });
  const history = useUserCoinHistory(userId, query.page, pageSize);
  const columns: DataTableProps<CoinMovement>['columns'] = [
    { id: 'date', header: t('userTransactionDate'), accessorFn: (movement: CoinMovement) => movement.date, cell: ({ row }) => <DateTime value={row.original.date} />, enableSorting: false },
    { id: 'amount', header: t('userCoinsChange'), accessorFn: (movement: CoinMovement) => movement.amount, cell: ({ row }) => (row.original.amount > 0 ? `+${row.original.amount}` : String(row.original.amount)), enableSorting: false },
    { id: 'reason', header: t('userCoinsReason'), accessorFn: (movement: CoinMovement) => movement.detail || movement.reason, enableSorting: false },
    { id: 'coins', header: t('userCoinsAfter'), accessorFn: (movement: CoinMovement) => movement.coins, enableSorting: false },
  ];
  return (
    <DataTable
      label={t('userCoinHistory')}
      columns={columns}
      rows={history.data?.result}
      total={history.data?.metadata.totalCount ?? 0}
      query={query}
      onQueryChange={setQuery}
      status={history.error ? 'error' : history.data ? 'success' : 'loading'}
      onRetry={() => void history.mutate()}
      getRowId={(movement) => movement._id}
      searchable={false}
    />
  );
}
