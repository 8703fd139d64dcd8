import type { Location } from '@panel/api/contract';
import { Badge, ButtonLink, PageHeader } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useCatalogueT } from '../../../messages/catalogue';
import { useStaffKitT } from '../../../messages/staff-kit';
import { PLATFORMS } from '../platforms';

type Cell = { row: { original: Location } };

/** Every location with its use against its capacity, filterable by platform and maintenance. */
export function LocationsScreen() {
  const t = useCatalogueT();
  const kit = useStaffKitT();
  return (
    <>
      <PageHeader title={t('locationsTitle')} actions={<ButtonLink to="/staff/locations/new">{t('locationNew')}</ButtonLink>} />
      <CollectionTable
        collection="locations"
        label={t('locationsTitle')}
        rowHref={(location) => `/staff/locations/${location._id}`}
        exportFileName="locations.csv"
        filters={[
          { field: 'platform', label: t('locationPlatform'), options: PLATFORMS.map((platform) => ({ value: platform, label: platform })) },
          { field: 'maintenance', label: t('locationMaintenance'), options: [{ value: 'true', label: kit('kitYes') }, { value: 'false', label: kit('kitNo') }] },
        ]}
        columns={[
          { id: 'name', accessorKey: 'name', header: t('locationName') },
          { id: 'platform', accessorKey: 'platform', header: t('locationPlatform') },
          {
            id: 'servers',
            accessorKey: 'servers',
            header: t('locationUse'),
            cell: ({ row }: Cell) => (
              <>
                {t('locationUseValue', { servers: row.original.servers, max: row.original.maxservers })}
                {row.original.servers >= row.original.maxservers && (
                  <>
                    {' '}
                    <Badge tone="warning">{t('locationFull')}</Badge>
                  </>
                )}
              </>
            ),
          },
          { id: 'maintenance', accessorKey: 'maintenance', header: t('locationMaintenance'), cell: ({ row }: Cell) => (row.original.maintenance ? kit('kitYes') : kit('kitNo')) },
          { id: 'requiredRank', accessorKey: 'requiredRank', header: t('locationRequiredRank') },
        ]}
      />
    </>
  );
}
