import { Skeleton } from '@panel/ui';
import { useServersT } from '../../messages/servers';

/** The shape of a server form while its data loads. */
export function ServerSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useServersT();
  return (
    <div className="server-skeleton" aria-busy="true" data-testid="server-skeleton">
      <span className="visually-hidden" role="status">
        {t('serverLoading')}
      </span>
      <Skeleton width="10rem" height="1rem" />
      <Skeleton height="2.5rem" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="4rem" />
      ))}
    </div>
  );
}
