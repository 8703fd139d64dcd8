import type { Coupon } from '@panel/api/contract';
import { Badge, ButtonLink, DateTime, PageHeader, useNow, type DataTableProps } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useStaffCodesT } from '../../../messages/staff-codes';
import { useStaffKitT } from '../../../messages/staff-kit';
import { codeState } from './code-state';
import '../money.css';

const STATE_TONE = { active: 'success', expired: 'neutral', usedUp: 'warning' } as const;

/** `/staff/coupons`: every coins code with its claims and expiry; `New coupon`. */
export function CouponsScreen() {
  const t = useStaffCodesT();
  const kit = useStaffKitT();
  const now = useNow(60_000);
  const stateName = { active: t('codeActive'), expired: t('codeExpired'), usedUp: t('codeUsedUp') };
  const columns: DataTableProps<Coupon>['columns'] = [
    { id: 'code', header: t('codeCode'), accessorFn: (coupon) => coupon.code },
    { id: 'coins', header: t('codeCoins'), accessorFn: (coupon) => coupon.coins },
    { id: 'claims', header: t('codeClaims'), enableSorting: false, accessorFn: (coupon) => t('codeClaimsOf', { used: coupon.redeemed.length, max: coupon.maxClaims }) },
    {
      id: 'expires',
      header: t('codeExpires'),
      accessorFn: (coupon) => (coupon.expires === null ? kit('kitNever') : new Date(coupon.expires).toISOString()),
      cell: ({ row }) => (row.original.expires === null ? kit('kitNever') : <DateTime value={row.original.expires} />),
    },
    {
      id: 'state',
      header: t('codeStateHeader'),
      enableSorting: false,
      accessorFn: (coupon) => stateName[codeState(coupon, now)],
      cell: ({ row }) => {
        const state = codeState(row.original, now);
        return <Badge tone={STATE_TONE[state]}>{stateName[state]}</Badge>;
      },
    },
  ];
  return (
    <div className="money-page">
      <PageHeader title={t('couponsTitle')} description={t('couponsDescription')} actions={<ButtonLink to="/staff/coupons/new">{t('couponNew')}</ButtonLink>} />
      <CollectionTable collection="coupons" label={t('couponsTable')} columns={columns} rowHref={(coupon) => `/staff/coupons/${encodeURIComponent(coupon._id)}`} exportFileName="coupons.csv" />
    </div>
  );
}
