import { ButtonLink, PageHeader } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useCatalogueT } from '../../../messages/catalogue';

/** Every game (egg) with its category and how many servers run it. */
export function EggsScreen() {
  const t = useCatalogueT();
  return (
    <>
      <PageHeader title={t('eggsTitle')} actions={<ButtonLink to="/staff/eggs/new">{t('eggNew')}</ButtonLink>} />
      <CollectionTable
        collection="eggs"
        label={t('eggsTitle')}
        rowHref={(egg) => `/staff/eggs/${egg._id}`}
        exportFileName="eggs.csv"
        columns={[
          { id: 'name', accessorKey: 'name', header: t('eggName') },
          { id: 'category', accessorKey: 'category', header: t('eggCategory') },
          { id: 'servers', accessorKey: 'servers', header: t('eggServers') },
        ]}
      />
    </>
  );
}
