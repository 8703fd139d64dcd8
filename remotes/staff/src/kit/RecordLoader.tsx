import type { ReactNode } from 'react';
import { Alert, ButtonLink, Loadable } from '@panel/ui';
import { RecordMissing } from '../api/collection';
import { useStaffKitT } from '../messages/staff-kit';

interface RecordLoaderProps<Doc> {
  record: { data?: Doc; error?: unknown; mutate: () => unknown };
  listPath: string;
  children: (doc: Doc) => ReactNode;
}

/** A detail screen's record: a spinner while it loads, "no such record" with the way back, an error with Retry. */
export function RecordLoader<Doc>({ record, listPath, children }: RecordLoaderProps<Doc>) {
  const t = useStaffKitT();
  if (record.error instanceof RecordMissing) {
    return (
      <Alert tone="warning" actions={<ButtonLink to={listPath}>{t('kitBackToList')}</ButtonLink>}>
        <p>{t('kitRecordMissing')}</p>
      </Alert>
    );
  }
  return (
    <Loadable state={record.error ? 'error' : record.data ? 'success' : 'loading'} onRetry={() => void record.mutate()}>
      {record.data !== undefined && children(record.data)}
    </Loadable>
  );
}
