import type { PaymentTransaction } from '@panel/api/contract';
import { useSearchParams } from '@panel/router';
import { DateTime, Money, PageHeader, type DataTableProps } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import type { TableFilter } from '../../../kit/collection-query';
import { useStaffMoneyT } from '../../../messages/staff-money';
import { useStaffTransactionsT } from '../../../messages/staff-transactions';
import { AmountTotals, REVENUE_SUM } from '../AmountTotals';
import { ExtraFilters, extraConditions } from '../ExtraFilters';
import { METHODS, methodName } from '../money-words';
import '../money.css';

/** `/staff/transactions`: every payment and balance movement, filtered by method, customer and date, searched, exported; totalled as revenue. */
export function TransactionsScreen() {
  const t = useStaffTransactionsT();
  const m = useStaffMoneyT();
  const [params] = useSearchParams();
  const fixedWhere = extraConditions(params, 'date');
  const filters: TableFilter[] = [{ field: 'method', label: m('moneyMethod'), options: Object.keys(METHODS).map((method) => ({ value: method, label: methodName(m, method) })) }];

  const columns: DataTableProps<PaymentTransaction>['columns'] = [
    { id: '_id', header: t('transactionsReference'), accessorFn: (transaction) => transaction._id },
    {
      id: 'date',
      header: m('moneyDate'),
      accessorFn: (transaction) => new Date(transaction.date).toISOString(),
      cell: ({ row }) => <DateTime value={row.original.date} style="dateTime" />,
    },
    { id: 'method', header: m('moneyMethod'), accessorFn: (transaction) => methodName(m, transaction.method) },
    { id: 'amount', header: m('moneyAmount'), accessorFn: (transaction) => transaction.amount, cell: ({ row }) => <Money amount={row.original.amount} /> },
    {
      id: 'user',
      header: m('moneyCustomer'),
      accessorFn: (transaction) => transaction.user,
    },
    {
      id: 'invoice',
      header: m('moneyInvoice'),
      accessorFn: (transaction) => transaction.invoice ?? '',
      cell: ({ row }) => row.original.invoice ?? <span className="money-muted">{t('transactionsNoInvoice')}</span>,
    },
    { id: 'item', header: t('transactionsItem'), accessorFn: (transaction) => (transaction.item === 'topup' ? t('transactionsTopup') : (transaction.item ?? '')) },
  ];

  return (
    <div className="money-page">
      <PageHeader title={t('transactionsTitle')} description={t('transactionsDescription')} />
      <ExtraFilters fromLabel={m('moneyFrom')} untilLabel={m('moneyUntil')} />
      <AmountTotals
        collection="transactions"
        filters={filters}
        fixedWhere={fixedWhere}
        countLabel={t('transactionsCount')}
        sum={REVENUE_SUM}
        sumLabel={t('transactionsRevenue')}
        note={t('transactionsRevenueNote')}
      />
      <CollectionTable
        collection="transactions"
        label={t('transactionsTable')}
        columns={columns}
        filters={filters}
        fixedWhere={fixedWhere}
        sum={REVENUE_SUM}
        rowHref={(transaction) => `/staff/transactions/${encodeURIComponent(transaction._id)}`}
        exportFileName="transactions.csv"
      />
    </div>
  );
}
