import type { ReactNode } from 'react';
import type { CollectionName } from '@panel/api/contract';
import { useParams } from '@panel/router';
import { PageHeader } from '@panel/ui';
import { useRecord, type CollectionDocs } from '../api/collection';
import { RecordLoader } from './RecordLoader';

interface RecordScreenProps<Name extends CollectionName> {
  collection: Name;
  /** The list's title: the header while the record loads or when there is none. */
  listTitle: string;
  listPath: string;
  /** The record's page; `null` at `…/new`, which adds one. Key it by the record's id. */
  children: (doc: CollectionDocs[Name] | null) => ReactNode;
}

/** A staff record page at `…/{id}` (or a new record at `…/new`): loading, no such record and errors handled once. */
export function RecordScreen<Name extends CollectionName>({ collection, listTitle, listPath, children }: RecordScreenProps<Name>) {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const record = useRecord(collection, isNew ? undefined : id);
  if (isNew) return <>{children(null)}</>;
  return (
    <>
      {!record.data && <PageHeader title={listTitle} breadcrumbs={[{ label: listTitle, to: listPath }]} />}
      <RecordLoader record={record} listPath={listPath}>
        {(doc) => children(doc)}
      </RecordLoader>
    </>
  );
}
