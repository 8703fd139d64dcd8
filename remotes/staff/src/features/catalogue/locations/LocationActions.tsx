import { useState } from 'react';
import type { Location } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { apiErrorMessage, Button, Card, ConfirmDialog, toast } from '@panel/ui';
import { useClearLocationQueue } from '../../../api/clear-location-queue';
import { useForceDeleteLocation } from '../../../api/force-delete-location';
import { useLocationQueues } from '../../../api/location-queues';
import { useUpdateLocationCoinRenewalRules } from '../../../api/update-location-coin-renewal';
import { DeleteRecordButton } from '../../../kit/DeleteRecordButton';
import { catalogueMessage, useCatalogueT } from '../../../messages/catalogue';

/** What is done to a location as a whole: its queue, its renewal rules on existing servers, its deletion. */
export function LocationActions({ location }: { location: Location }) {
  const t = useCatalogueT();
  const navigate = useNavigate();
  const queues = useLocationQueues(location._id);
  const clearQueue = useClearLocationQueue();
  const applyRenewal = useUpdateLocationCoinRenewalRules();
  const forceDelete = useForceDeleteLocation();
  const [clearing, setClearing] = useState(false);
  const [forcing, setForcing] = useState(false);
  const waiting = queues.data?.total ?? 0;

  const guarded = async (action: () => Promise<void>) => {
    try {
      await action();
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error));
      return false;
    }
  };

  return (
    <Card title={t('locationActions')} aria-label={t('locationActions')}>
      <div className="catalogue-form">
        <section aria-labelledby="location-queue">
          <h3 id="location-queue">{t('locationQueue')}</h3>
          <p>{queues.data ? t('locationQueueCount', { count: waiting }) : queues.error ? apiErrorMessage(queues.error) : t('loading')}</p>
          <Button variant="secondary" disabled={waiting === 0} onClick={() => setClearing(true)}>
            {t('locationClearQueue')}
          </Button>
        </section>
        <section aria-labelledby="location-renewal">
          <h3 id="location-renewal">{t('locationCoinRenewal')}</h3>
          <p>{location.coinRenewal ? t('locationRenewalRule', { amount: location.coinRenewal.amount, hours: location.coinRenewal.hours }) : t('locationNoRenewal')}</p>
          <Button
            variant="secondary"
            onClick={() =>
              guarded(async () => {
                const updated = await applyRenewal(location._id);
                toast.success(catalogueMessage('locationRenewalApplied', { count: updated }));
              })
            }
          >
            {t('locationApplyRenewal')}
          </Button>
        </section>
        <section aria-labelledby="location-delete">
          <h3 id="location-delete">{t('locationDeleteTitle')}</h3>
          {location.servers === 0 && waiting === 0 ? (
            <DeleteRecordButton collection="locations" id={location._id} name={location.name} listPath="/staff/locations">
              <p>{t('locationDeleteEmpty')}</p>
            </DeleteRecordButton>
          ) : (
            <>
              <p>{t('locationDeleteBusy', { servers: location.servers, orders: waiting })}</p>
              <Button variant="danger" onClick={() => setForcing(true)}>
                {t('locationForceDelete')}
              </Button>
            </>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title={t('locationClearQueueTitle', { name: location.name })}
        confirmLabel={t('locationClearQueue')}
        destructive
        onConfirm={() =>
          guarded(async () => {
            const removed = await clearQueue(location._id);
            toast.success(catalogueMessage('locationQueueCleared', { count: removed }));
          })
        }
      >
        <p>{t('locationClearQueueText', { count: waiting })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={forcing}
        onOpenChange={setForcing}
        title={t('locationForceDeleteTitle', { name: location.name })}
        confirmLabel={t('locationForceDelete')}
        destructive
        typeToConfirm={location.name}
        onConfirm={() =>
          guarded(async () => {
            const removed = await forceDelete(location._id);
            toast.success(catalogueMessage('locationForceDeleted', { name: location.name, servers: removed.servers, orders: removed.orders }));
            void navigate('/staff/locations');
          })
        }
      >
        <p>{t('locationForceDeleteText', { servers: location.servers, orders: waiting })}</p>
      </ConfirmDialog>
    </Card>
  );
}
