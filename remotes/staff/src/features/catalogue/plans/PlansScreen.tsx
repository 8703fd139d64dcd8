import type { CoinItem, Plan } from '@panel/api/contract';
import { ButtonLink, Money, PageHeader } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';
import { PACK_RESOURCE_LABEL } from './PackForm';

type Cell = { row: { original: Plan } };
type PackCell = { row: { original: CoinItem } };

/** Every plan with its price, stock and visibility, filterable by visibility; below, the coin shop's resource packs. */
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
      <section className="catalogue-form" aria-labelledby="packs-heading">
        <div className="catalogue-actions">
          <h2 id="packs-heading">{t('packsTitle')}</h2>
          <ButtonLink variant="secondary" to="/staff/plans/new?kind=pack">
            {t('packNew')}
          </ButtonLink>
        </div>
        <p className="catalogue-muted">{t('packsHint')}</p>
        <CollectionTable
          collection="coinItems"
          label={t('packsTitle')}
          paramPrefix="packs."
          rowHref={(pack) => `/staff/plans/${pack._id}?kind=pack`}
          exportFileName="resource-packs.csv"
          columns={[
            { id: 'name', accessorKey: 'name', header: t('packName') },
            { id: 'resource', accessorKey: 'resource', header: t('packResource'), cell: ({ row }: PackCell) => t(PACK_RESOURCE_LABEL[row.original.resource]) },
            { id: 'priceFor', accessorKey: 'priceFor', header: t('packShownAs') },
            { id: 'price', accessorKey: 'price', header: t('packPrice') },
            { id: 'buyable', accessorKey: 'buyable', header: t('packBuyable'), cell: ({ row }: PackCell) => (row.original.buyable ? kit('kitYes') : kit('kitNo')) },
            { id: 'hidden', accessorKey: 'hidden', header: t('planHidden'), cell: ({ row }: PackCell) => (row.original.hidden ? kit('kitYes') : kit('kitNo')) },
          ]}
        />
      </section>
    </>
  );
}
