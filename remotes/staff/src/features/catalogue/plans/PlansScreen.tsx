import type { Plan } from '@panel/api/contract';
import { ButtonLink, Money, PageHeader } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';

type Cell = { row: { original: Plan } };

/** Every plan with its price, stock and visibility, filterable by visibility. */
export function PlansScreen() {
  const t = useCatalogueT();
  const kit = useStaffKitT();
  return (
    <>
      <PageHeader title={t('plansTitle')} actions={<ButtonLink to="/staff/plans/new">{t('planNew')}</ButtonLink>} />
      <CollectionTable
        collection="plans"
        label={t('plansTitle')}
        rowHref={(plan) => `/staff/plans/${plan._id}`}
        exportFileName="plans.csv"
        filters={[{ field: 'invisible', label: t('planHidden'), options: [{ value: 'true', label: kit('kitYes') }, { value: 'false', label: kit('kitNo') }] }]}
        columns={[
          { id: 'name', accessorKey: 'name', header: t('planName') },
          { id: 'category', accessorKey: 'category', header: t('planCategory') },
          { id: 'price', accessorKey: 'price', header: t('planPrice'), cell: ({ row }: Cell) => <Money amount={row.original.price} /> },
          { id: 'stock', accessorKey: 'stock', header: t('planStock'), cell: ({ row }: Cell) => row.original.stock ?? t('unlimited') },
          { id: 'purchases', accessorKey: 'purchases', header: t('planPurchases') },
          { id: 'invisible', accessorKey: 'invisible', header: t('planHidden'), cell: ({ row }: Cell) => (row.original.invisible ? kit('kitYes') : kit('kitNo')) },
        ]}
      />
    </>
  );
}
