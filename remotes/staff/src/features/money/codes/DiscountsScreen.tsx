import type { DiscountCode } from '@panel/api/contract';
import { Badge, ButtonLink, DateTime, PageHeader, useNow, type DataTableProps } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import type { TableFilter } from '../../../kit/collection-query';
import { useStaffCodesT } from '../../../messages/staff-codes';
import { useStaffKitT } from '../../../messages/staff-kit';
import { codeState } from './code-state';
import '../money.css';

const STATE_TONE = { active: 'success', expired: 'neutral', usedUp: 'warning' } as const;

/** `/staff/discounts`: every percent-off code with its reduction, plans, claims and expiry; `New discount`. */
export function DiscountsScreen() {
  const t = useStaffCodesT();
  const kit = useStaffKitT();
  const now = useNow(60_000);
  const stateName = { active: t('codeActive'), expired: t('codeExpired'), usedUp: t('codeUsedUp') };
  const filters: TableFilter[] = [
    { field: 'recurrent', label: t('codeRecurrent'), options: [{ value: 'true', label: t('codeEveryRenewal') }, { value: 'false', label: t('codeOnce') }] },
  ];
  const columns: DataTableProps<DiscountCode>['columns'] = [
    { id: 'code', header: t('codeCode'), accessorFn: (discount) => discount.code },
    { id: 'reduction', header: t('codeReduction'), accessorFn: (discount) => discount.reduction },
    { id: 'recurrent', header: t('codeRecurrent'), accessorFn: (discount) => (discount.recurrent ? t('codeEveryRenewal') : t('codeOnce')) },
    {
      id: 'allowedPlans',
      header: t('codeAllowedPlans'),
      enableSorting: false,
      accessorFn: (discount) => (discount.allowedPlans.length === 0 ? t('codeAllPlans') : t('codePlansCount', { count: discount.allowedPlans.length })),
    },
    { id: 'claims', header: t('codeClaims'), enableSorting: false, accessorFn: (discount) => t('codeClaimsOf', { used: discount.redeemed.length, max: discount.maxClaims }) },
    {
      id: 'expires',
      header: t('codeExpires'),
      accessorFn: (discount) => (discount.expires === null ? kit('kitNever') : new Date(discount.expires).toISOString()),
      cell: ({ row }) => (row.original.expires === null ? kit('kitNever') : <DateTime value={row.original.expires} />),
    },
    {
      id: 'state',
      header: t('codeStateHeader'),
      enableSorting: false,
      accessorFn: (discount) => stateName[codeState(discount, now)],
      cell: ({ row }) => {
        const state = codeState(row.original, now);
        return <Badge tone={STATE_TONE[state]}>{stateName[state]}</Badge>;
      },
    },
  ];
  return (
    <div className="money-page">
      <PageHeader title={t('discountsTitle')} description={t('discountsDescription')} actions={<ButtonLink to="/staff/discounts/new">{t('discountNew')}</ButtonLink>} />
      <CollectionTable
        collection="discounts"
        label={t('discountsTable')}
        columns={columns}
        filters={filters}
        rowHref={(discount) => `/staff/discounts/${encodeURIComponent(discount._id)}`}
        exportFileName="discounts.csv"
      />
    </div>
  );
}
