import { Alert, apiErrorMessage, Button } from '@panel/ui';
import { useContentT } from '../../messages/content';

/** The articles could not be loaded: the kit's sentence for why, and a retry. */
export function ArticlesLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useContentT();
  return (
    <Alert
      tone="danger"
      title={t('articlesLoadError')}
      titleAs="h2"
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('articlesRetry')}
        </Button>
      }
    >
      <p>{apiErrorMessage(error)}</p>
    </Alert>
  );
}
