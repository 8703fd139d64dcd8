import type { Article } from '@panel/api/contract';
import { Badge, ButtonLink, DateTime, PageHeader } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useCatalogueT } from '../../../messages/catalogue';

/** Every article, searchable, with the way to write a new one. */
export function ArticlesScreen() {
  const t = useCatalogueT();
  return (
    <>
      <PageHeader title={t('articlesTitle')} actions={<ButtonLink to="/staff/articles/new">{t('articleNew')}</ButtonLink>} />
      <CollectionTable
        collection="articles"
        label={t('articlesTitle')}
        rowHref={(article) => `/staff/articles/${article._id}`}
        exportFileName="articles.csv"
        filters={[{ field: 'draft', label: t('articleStatus'), options: [{ value: 'true', label: t('articleDraftBadge') }] }]}
        columns={[
          { id: 'title', accessorKey: 'title', header: t('articleTitle') },
          { id: 'slug', accessorKey: 'slug', header: t('articleSlug') },
          {
            id: 'draft',
            accessorKey: 'draft',
            header: t('articleStatus'),
            cell: ({ row }: { row: { original: Article } }) => (row.original.draft ? <Badge tone="warning">{t('articleDraftBadge')}</Badge> : <Badge tone="success">{t('articlePublishedBadge')}</Badge>),
          },
          { id: 'published', accessorKey: 'published', header: t('articlePublished'), cell: ({ row }: { row: { original: Article } }) => <DateTime value={row.original.published} /> },
          { id: 'edited', accessorKey: 'edited', header: t('articleEdited'), cell: ({ row }: { row: { original: Article } }) => (row.original.edited ? <DateTime value={row.original.edited} /> : '') },
        ]}
      />
    </>
  );
}
