import { instanceMode } from '@panel/rules';
import { lazy, Suspense, useState } from 'react';
import { useConfig } from '@panel/session';
import { Alert, Badge, Button } from '@panel/ui';
import { useQueueEntry } from '../../api/queue-entry';
import { useCustomerT } from '../../messages';
import { ServerCardSkeleton } from './ServerCard';

const CancelOrderDialog = lazy(() => import('./ServerDialogs').then((module) => ({ default: module.CancelOrderDialog })));

/** An order waiting for a slot: its place in the line, and Cancel order. */
export function QueuedOrderCard({ id }: { id: string }) {
  const t = useCustomerT();
  const headingId = `queue-${id}-name`;
  const { features } = useConfig();
  const { data: entry, error, mutate, isValidating } = useQueueEntry(id);
  const [confirming, setConfirming] = useState(false);

  if (!entry) {
    if (!error) return <ServerCardSkeleton />;
    return (
      <article className="server-card" aria-label={id}>
        <Alert tone="danger" actions={<Button variant="secondary" size="sm" loading={isValidating} onClick={() => mutate()}>{t('homeRetry')}</Button>}>
          <p>{t('queuedError')}</p>
        </Alert>
      </article>
    );
  }

  const { location, position, queuesbypriority: counts } = entry;
  return (
    <article className="server-card" aria-labelledby={headingId} data-state="queued">
      <header className="server-card-header">
        <h3 id={headingId} className="server-card-name">{entry.name}</h3>
        <Badge tone="info">{t('serverStateQueued')}</Badge>
      </header>
      <dl className="server-card-facts">
        <div>
          <dt>{t('serverCardGame')}</dt>
          <dd>{entry.egg?.name ?? t('serverCardUnknownGame')}</dd>
        </div>
        <div>
          <dt>{t('serverCardLocation')}</dt>
          <dd className="server-card-location">
            {location.flag && <img src={location.flag} alt="" width={20} height={15} loading="lazy" />}
            {location.name}
          </dd>
        </div>
      </dl>
      <div className="server-card-notice">
        <p>
          <strong>{t('queuedPosition', { current: position.current, total: position.total })}</strong>
        </p>
        <p>{t('queuedCounts', counts)}</p>
        <p>{t('queuedNext', { location: location.name })}</p>
        {instanceMode(features) === 'plans' && <p>{t('queuedPlanInvoice')}</p>}
      </div>
      <div className="server-card-actions">
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {t('queuedCancel')}
        </Button>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <CancelOrderDialog onClose={() => setConfirming(false)} id={id} name={entry.name} />
        </Suspense>
      )}
    </article>
  );
}
