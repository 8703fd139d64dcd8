import type { ReactNode } from 'react';
import { useParams } from '@panel/router';
import { Card, PageHeader } from '@panel/ui';
import { useRecord, type CollectionDocs } from '../../../api/collection';
import { DeleteRecordButton } from '../../../kit/DeleteRecordButton';
import { RecordLoader } from '../../../kit/RecordLoader';

interface CodeRecordPageProps<Name extends 'coupons' | 'discounts'> {
  collection: Name;
  listPath: string;
  listTitle: string;
  newTitle: string;
  /** The page's title for a code. */
  title: (code: string) => string;
  /** What Delete's dialog says will be lost. */
  deleteText: string;
  /** The form: empty at `…/new`, else the code's (key it by the code's id). */
  form: (doc?: CollectionDocs[Name]) => ReactNode;
  /** Beside the form on a code's page: who used it. */
  uses: (doc: CollectionDocs[Name]) => ReactNode;
}

/** `…/new` (a new code) and `…/{id}` (edit it, who used it, delete it), for coupons and discounts alike. */
export function CodeRecordPage<Name extends 'coupons' | 'discounts'>({ collection, listPath, listTitle, newTitle, title, deleteText, form, uses }: CodeRecordPageProps<Name>) {
  const id = useParams().id ?? '';
  const isNew = id === 'new';
  const record = useRecord(collection, isNew ? undefined : id);
  if (isNew) {
    return (
      <div className="money-page">
        <PageHeader title={newTitle} breadcrumbs={[{ label: listTitle, to: listPath }, { label: newTitle }]} />
        <Card>{form()}</Card>
      </div>
    );
  }
  const code = record.data?.code ?? id;
  return (
    <div className="money-page">
      <PageHeader
        title={title(code)}
        breadcrumbs={[{ label: listTitle, to: listPath }, { label: code }]}
        actions={
          record.data && (
            <DeleteRecordButton collection={collection} id={record.data._id} name={record.data.code} listPath={listPath}>
              <p>{deleteText}</p>
            </DeleteRecordButton>
          )
        }
      />
      <RecordLoader record={record} listPath={listPath}>
        {(doc) => (
          <div className="money-columns">
            <Card>{form(doc)}</Card>
            {uses(doc)}
          </div>
        )}
      </RecordLoader>
    </div>
  );
}
