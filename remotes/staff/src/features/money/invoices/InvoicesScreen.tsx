import type { Invoice } from '@panel/api/contract';
import { useSearchParams } from '@panel/router';
import { Badge, DateTime, Link, Money, PageHeader, type DataTableProps } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import type { TableFilter } from '../../../kit/collection-query';
import { useStaffInvoicesT } from '../../../messages/staff-invoices';
import { useStaffMoneyT } from '../../../messages/staff-money';
import { AMOUNT_SUM, AmountTotals } from '../AmountTotals';
import { ExtraFilters, extraConditions } from '../ExtraFilters';
import { invoiceStatus, METHODS, methodName, STATUSES, type InvoiceStatus } from '../money-words';
import '../money.css';

const STATUS_TONE: Record<InvoiceStatus, 'success' | 'warning' | 'danger'> = { paid: 'success', 'partly-paid': 'warning', unpaid: 'danger' };

/** `/staff/invoices`: every invoice, filtered by status, method, customer and due date, searched by id, with totals for the filter. */
export function InvoicesScreen() {
  const t = useStaffInvoicesT();
  const m = useStaffMoneyT();
  const [params] = useSearchParams();

  const filters: TableFilter[] = [
    { field: 'status', label: m('moneyStatus'), options: (Object.keys(STATUSES) as InvoiceStatus[]).map((status) => ({ value: status, label: m(STATUSES[status]) })) },
    { field: 'method', label: m('moneyMethod'), options: Object.keys(METHODS).map((method) => ({ value: method, label: methodName(m, method) })) },
  ];
  const fixedWhere = extraConditions(params, 'duedate');

  const columns: DataTableProps<Invoice>['columns'] = [
    { id: '_id', header: t('invoicesId'), accessorFn: (invoice) => invoice._id },
    { id: 'name', header: t('invoicesName'), accessorFn: (invoice) => invoice.name },
    {
      id: 'user',
      header: m('moneyCustomer'),
      accessorFn: (invoice) => invoice.user,
      // The list holds only the customer's id: it leads to their page, where their name is.
      cell: ({ row }) => <Link to={`/staff/users/${encodeURIComponent(row.original.user)}`}>{row.original.user}</Link>,
    },
    { id: 'amount', header: m('moneyAmount'), accessorFn: (invoice) => invoice.amount, cell: ({ row }) => <Money amount={row.original.amount} /> },
    {
      id: 'status',
      header: m('moneyStatus'),
      accessorFn: (invoice) => m(STATUSES[invoiceStatus(invoice)]),
      cell: ({ row }) => {
        const status = invoiceStatus(row.original);
        return <Badge tone={STATUS_TONE[status]}>{m(STATUSES[status])}</Badge>;
      },
    },
    { id: 'method', header: m('moneyMethod'), accessorFn: (invoice) => (invoice.transaction ? methodName(m, invoice.transaction.method) : '') },
    {
      id: 'duedate',
      header: t('invoicesDue'),
      accessorFn: (invoice) => new Date(invoice.duedate).toISOString(),
      cell: ({ row }) => <DateTime value={row.original.duedate} />,
    },
    {
      id: 'paiddate',
      header: t('invoicesPaidOn'),
      accessorFn: (invoice) => (invoice.paiddate > 0 ? new Date(invoice.paiddate).toISOString() : ''),
      cell: ({ row }) => (row.original.paiddate > 0 ? <DateTime value={row.original.paiddate} /> : '—'),
    },
  ];

  return (
    <div className="money-page">
      <PageHeader title={t('invoicesTitle')} description={t('invoicesDescription')} />
      <ExtraFilters fromLabel={t('invoicesDueFrom')} untilLabel={t('invoicesDueUntil')} />
      <AmountTotals collection="invoices" filters={filters} fixedWhere={fixedWhere} countLabel={t('invoicesTotalCount')} />
      <CollectionTable
        collection="invoices"
        label={t('invoicesTable')}
        columns={columns}
        filters={filters}
        fixedWhere={fixedWhere}
        sum={AMOUNT_SUM}
        rowHref={(invoice) => `/invoice/${encodeURIComponent(invoice._id)}`}
        exportFileName="invoices.csv"
      />
    </div>
  );
}
