import { Alert, apiErrorMessage, Button } from '@panel/ui';
import { useEarnT } from '../../messages/earn';

/** A list that did not load: what went wrong, in the kit's words, and Retry. */
export function LoadProblem({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const t = useEarnT();
  return (
    <Alert
      tone="danger"
      title={title}
      titleAs="h3"
      actions={
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('earnRetry')}
        </Button>
      }
    >
      <p>{apiErrorMessage(error)}</p>
    </Alert>
  );
}
