import { lazy, Suspense, useState } from 'react';
import type { ServerView } from '@panel/api/contract';
import { Button, ButtonLink, formatDate, useLanguage } from '@panel/ui';
import { useCustomerT } from '../../messages';
import type { ServerCardModel } from './server-lifecycle';

// The dialogs (and the dialog library under them) load when one is first opened, not with the home.
const RenewDialog = lazy(() => import('./ServerDialogs').then((module) => ({ default: module.RenewDialog })));
const DeleteDialog = lazy(() => import('./ServerDialogs').then((module) => ({ default: module.DeleteDialog })));
const AutoRenewalDialog = lazy(() => import('./ServerDialogs').then((module) => ({ default: module.AutoRenewalDialog })));

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
      {dialog !== null && (
        <Suspense fallback={null}>
          {dialog === 'renew' && renew && <RenewDialog onClose={() => setDialog(null)} server={server} offer={renew} />}
          {dialog === 'delete' && <DeleteDialog onClose={() => setDialog(null)} server={server} />}
          {dialog === 'autoRenewal' && <AutoRenewalDialog onClose={() => setDialog(null)} server={server} />}
        </Suspense>
      )}
    </div>
  );
}
