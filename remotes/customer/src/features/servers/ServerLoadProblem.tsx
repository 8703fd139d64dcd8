import { SearchX } from 'lucide-react';
import { ApiError } from '@panel/api';
import { Alert, apiErrorMessage, Button, ButtonLink, EmptyState } from '@panel/ui';
import { useServersT } from '../../messages/servers';

/** 404 (no such server) and 403 (someone else's) read the same: the person learns nothing about others' servers. */
export const isMissingServer = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** Why the server is not shown, with the way forward: back to the servers, or Retry for a failure that may pass. */
export function ServerLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useServersT();
  if (isMissingServer(error)) {
    return <EmptyState icon={<SearchX size={40} aria-hidden />} title={t('serverNotFound')} action={<ButtonLink to="/">{t('serverBackToServers')}</ButtonLink>} />;
  }
  return (
    <Alert tone="danger" title={t('serverLoadFailed')} titleAs="h2" actions={<Button onClick={onRetry}>{t('serverRetry')}</Button>}>
      <p>{apiErrorMessage(error)}</p>
    </Alert>
  );
}
