// The server card's dialogs, in their own chunk: they load when the person first opens one.
import type { ServerView } from '@panel/api/contract';
import { useConfig, useSession } from '@panel/session';
import { Alert, ConfirmDialog, DescriptionList, formatDate, HumanCheck, toast, useHumanCheck, useLanguage } from '@panel/ui';
import { useDeleteServer } from '../../api/delete-server';
import { useCancelQueuedOrder } from '../../api/queue-entry';
import { useDisableAutomaticRenewal } from '../../api/disable-auto-renewal';
import { useRenewServer } from '../../api/renew-server';
import { customerMessage, useCustomerT } from '../../messages';
import type { CoinRenewalOffer } from './server-lifecycle';
import { useDialogError } from './use-dialog-error';

interface DialogProps {
  onClose: () => void;
  server: ServerView;
}

export function RenewDialog({ onClose, server, offer }: DialogProps & { offer: CoinRenewalOffer }) {
  const t = useCustomerT();
  const language = useLanguage();
  const coins = useSession((s) => s.user?.coins ?? 0);
  const renewServer = useRenewServer();
  const { attempt, notice } = useDialogError();
  const check = useHumanCheck(useConfig().settings.login.turnstile_sitekey || null);
  const short = coins < offer.cost;
  const renew = async () => {
    const turnstile = check.answer();
    if (turnstile === null) return false;
    const renewed = await attempt(async () => {
      const result = await renewServer({ id: server._id, turnstile });
      toast.success(customerMessage('renewDone', { name: server.name, date: formatDate(result.nextCoinsRenewal, language, 'dateTime') }));
    });
    if (!renewed) check.reset();
    return renewed;
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('renewTitle', { name: server.name })}
      confirmLabel={t('renewConfirm', { count: offer.cost })}
      onConfirm={renew}
    >
      <DescriptionList
        items={[
          { label: t('renewCost'), value: t('renewCoinsValue', { count: offer.cost }) },
          { label: t('renewYourCoins'), value: t('renewCoinsValue', { count: coins }) },
          { label: t('renewNewExpiry'), value: formatDate(offer.nextRenewal, language, 'dateTime') },
        ]}
      />
      <p>{t('renewNoRefund')}</p>
      {short && (
        <Alert tone="warning">
          <p>{t('renewShort', { missing: offer.cost - coins })}</p>
        </Alert>
      )}
      <HumanCheck box={check.box} status={check.status} waiting={check.waiting} />
      {notice}
    </ConfirmDialog>
  );
}

export function DeleteDialog({ onClose, server }: DialogProps) {
  const t = useCustomerT();
  const userId = useSession((s) => s.userId ?? '');
  const deleteServer = useDeleteServer();
  const { attempt, notice } = useDialogError();
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('deleteTitle', { name: server.name })}
      confirmLabel={t('deleteConfirm')}
      destructive
      typeToConfirm={server.name}
      onConfirm={() =>
        attempt(async () => {
          await deleteServer({ id: server._id, userId });
          toast.success(customerMessage('deleteDone', { name: server.name }));
        })
      }
    >
      <p>{t('deleteText')}</p>
      {notice}
    </ConfirmDialog>
  );
}

export function AutoRenewalDialog({ onClose, server }: DialogProps) {
  const t = useCustomerT();
  const disableAutomaticRenewal = useDisableAutomaticRenewal();
  const { attempt, notice } = useDialogError();
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('autoRenewalTitle', { name: server.name })}
      confirmLabel={t('autoRenewalConfirm')}
      onConfirm={() =>
        attempt(async () => {
          await disableAutomaticRenewal(server._id);
          toast.success(customerMessage('autoRenewalDone', { name: server.name }));
        })
      }
    >
      <p>{t('autoRenewalText')}</p>
      {notice}
    </ConfirmDialog>
  );
}

export function CancelOrderDialog({ onClose, id, name }: { onClose: () => void; id: string; name: string }) {
  const t = useCustomerT();
  const userId = useSession((s) => s.userId ?? '');
  const cancelQueuedOrder = useCancelQueuedOrder();
  const { attempt, notice } = useDialogError();
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('queuedCancelTitle', { name })}
      confirmLabel={t('queuedCancelConfirm')}
      destructive
      onConfirm={() =>
        attempt(async () => {
          await cancelQueuedOrder({ id, userId });
          toast.success(customerMessage('queuedCancelled', { name }));
        })
      }
    >
      <p>{t('queuedCancelText')}</p>
      {notice}
    </ConfirmDialog>
  );
}
