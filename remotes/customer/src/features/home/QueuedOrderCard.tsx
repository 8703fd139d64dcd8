import { useId, useState } from 'react';
import { useConfig, useSession } from '@panel/session';
import { Alert, Badge, Button, ConfirmDialog, toast } from '@panel/ui';
import { useCancelQueuedOrder, useQueueEntry } from '../../api/queue-entry';
import { customerMessage, useCustomerT } from '../../messages';
import { ServerCardSkeleton } from './ServerCard';
import { useDialogError } from './use-dialog-error';

/** An order waiting for a slot: its place in the line, and Cancel order. */
export function QueuedOrderCard({ id }: { id: string }) {
  const t = useCustomerT();
  const headingId = useId();
  const userId = useSession((s) => s.userId ?? '');
  const { features } = useConfig();
  const { data: entry, error, mutate, isValidating } = useQueueEntry(id);
  const cancelQueuedOrder = useCancelQueuedOrder();
  const [confirming, setConfirming] = useState(false);
  const { attempt, notice } = useDialogError(confirming);

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

  const cancel = () =>
    attempt(async () => {
      await cancelQueuedOrder({ id, userId });
      toast.success(customerMessage('queuedCancelled', { name: entry.name }));
    });

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
        {features.perServerPlans && <p>{t('queuedPlanInvoice')}</p>}
      </div>
      <div className="server-card-actions">
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {t('queuedCancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('queuedCancelTitle', { name: entry.name })}
        confirmLabel={t('queuedCancelConfirm')}
        destructive
        onConfirm={cancel}
      >
        <p>{t('queuedCancelText')}</p>
        {notice}
      </ConfirmDialog>
    </article>
  );
}
