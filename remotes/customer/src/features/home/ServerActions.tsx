import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import type { ServerView } from '@panel/api/contract';
import { useSession } from '@panel/session';
import { Alert, Button, ButtonLink, ConfirmDialog, DescriptionList, formatDate, toast, useLanguage } from '@panel/ui';
import { useDeleteServer } from '../../api/delete-server';
import { useDisableAutomaticRenewal } from '../../api/disable-auto-renewal';
import { useRenewServer } from '../../api/renew-server';
import { customerMessage, useCustomerT } from '../../messages';
import type { CoinRenewalOffer, ServerCardModel } from './server-lifecycle';
import { useDialogError } from './use-dialog-error';

type OpenDialog = 'renew' | 'delete' | 'autoRenewal' | null;

/** The card's actions, each where the server's state allows it (server-lifecycle.ts). */
export function ServerActionsBar({ server, card }: { server: ServerView; card: ServerCardModel }) {
  const t = useCustomerT();
  const language = useLanguage();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { actions } = card;
  const id = encodeURIComponent(server._id);
  const renew = actions.renew;
  return (
    <div className="server-card-actions">
      {actions.openUrl && (
        <a className="ui-button ui-button-primary ui-button-sm" href={actions.openUrl} target="_blank" rel="noopener noreferrer" aria-label={t('serverOpenLabel', { name: server.name })}>
          <ExternalLink size={14} aria-hidden="true" />
          {t('serverOpen')}
        </a>
      )}
      {actions.edit && (
        <ButtonLink variant="secondary" size="sm" to={`/server/edit/${id}`}>
          {t('serverEdit')}
        </ButtonLink>
      )}
      {actions.transfer && (
        <ButtonLink variant="secondary" size="sm" to={`/server/transfer/${id}`}>
          {t('serverTransfer')}
        </ButtonLink>
      )}
      {renew && (
        <>
          <Button
            variant={card.status.kind === 'suspended' ? 'primary' : 'secondary'}
            size="sm"
            locked={!renew.open}
            aria-describedby={renew.open ? undefined : `${server._id}-renew-opens`}
            onClick={() => setDialog('renew')}
          >
            {t('serverRenew')}
          </Button>
          {!renew.open && (
            <span id={`${server._id}-renew-opens`} className="server-card-hint">
              {t('serverRenewOpensOn', { date: formatDate(renew.opensAt, language, 'dateTime') })}
            </span>
          )}
        </>
      )}
      {actions.disableAutoRenewal && (
        <Button variant="ghost" size="sm" onClick={() => setDialog('autoRenewal')}>
          {t('serverAutoRenewalOff')}
        </Button>
      )}
      {actions.delete && (
        <Button variant="ghost" size="sm" className="server-card-delete" onClick={() => setDialog('delete')}>
          {t('serverDelete')}
        </Button>
      )}
      {renew && <RenewDialog open={dialog === 'renew'} onClose={() => setDialog(null)} server={server} offer={renew} />}
      <DeleteDialog open={dialog === 'delete'} onClose={() => setDialog(null)} server={server} />
      <AutoRenewalDialog open={dialog === 'autoRenewal'} onClose={() => setDialog(null)} server={server} />
    </div>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  server: ServerView;
}

function RenewDialog({ open, onClose, server, offer }: DialogProps & { offer: CoinRenewalOffer }) {
  const t = useCustomerT();
  const language = useLanguage();
  const coins = useSession((s) => s.user?.coins ?? 0);
  const renewServer = useRenewServer();
  const { attempt, notice } = useDialogError(open);
  const short = coins < offer.cost;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('renewTitle', { name: server.name })}
      confirmLabel={t('renewConfirm', { count: offer.cost })}
      onConfirm={() =>
        attempt(async () => {
          const result = await renewServer(server._id);
          toast.success(customerMessage('renewDone', { name: server.name, date: formatDate(result.nextCoinsRenewal, language, 'dateTime') }));
        })
      }
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
      {notice}
    </ConfirmDialog>
  );
}

function DeleteDialog({ open, onClose, server }: DialogProps) {
  const t = useCustomerT();
  const userId = useSession((s) => s.userId ?? '');
  const deleteServer = useDeleteServer();
  const { attempt, notice } = useDialogError(open);
  return (
    <ConfirmDialog
      open={open}
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

function AutoRenewalDialog({ open, onClose, server }: DialogProps) {
  const t = useCustomerT();
  const disableAutomaticRenewal = useDisableAutomaticRenewal();
  const { attempt, notice } = useDialogError(open);
  return (
    <ConfirmDialog
      open={open}
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
