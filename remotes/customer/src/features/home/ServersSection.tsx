import { Server } from 'lucide-react';
import { instanceMode, type InstanceMode } from '@panel/rules';
import { useConfig } from '@panel/session';
import { Alert, Button, ButtonLink, EmptyState } from '@panel/ui';
import { useServerIds } from '../../api/servers';
import { useCustomerT } from '../../messages';
import { QueuedOrderCard } from './QueuedOrderCard';
import { ServerCard, ServerCardSkeleton } from './ServerCard';

/** Where a new server starts: decisions.md maps `/create` to per-server plans, `/order` to resource split. */
const newServerPath = (mode: InstanceMode) => (mode === 'resources' ? '/create' : '/order');

/** The home's Servers: a card per server and per queued order, each loading on its own. */
export function ServersSection({ userId }: { userId: string }) {
  const t = useCustomerT();
  const { features } = useConfig();
  const { data, error, mutate, isValidating } = useServerIds(userId);
  const mode = instanceMode(features);
  const newServer = newServerPath(mode);
  const headingId = 'home-servers-heading';
  const empty = data && data.servers.length === 0 && data.serversQueue.length === 0;

  return (
    <section className="home-section" aria-labelledby={headingId} aria-busy={!data && !error}>
      <header className="home-section-header">
        <h2 id={headingId}>{t('homeServersTitle')}</h2>
        {data && !empty && (
          <ButtonLink size="sm" to={newServer}>
            {t('homeServersNew')}
          </ButtonLink>
        )}
      </header>
      {error && !data ? (
        <Alert tone="danger" actions={<Button variant="secondary" size="sm" loading={isValidating} onClick={() => mutate()}>{t('homeRetry')}</Button>}>
          <p>{t('homeServersError')}</p>
        </Alert>
      ) : empty ? (
        <EmptyState
          icon={<Server aria-hidden="true" />}
          title={t('homeServersEmptyTitle')}
          action={<ButtonLink to={newServer}>{t(mode === 'resources' ? 'homeServersEmptyCreate' : 'homeServersEmptyOrder')}</ButtonLink>}
        >
          <p>{t('homeServersEmptyText')}</p>
        </EmptyState>
      ) : (
        <div className="server-grid">
          {data ? (
            <>
              {data.servers.map((id) => <ServerCard key={id} id={id} />)}
              {data.serversQueue.map((id) => <QueuedOrderCard key={id} id={id} />)}
            </>
          ) : (
            <>
              <span className="visually-hidden" role="status">{t('homeServersLoading')}</span>
              <ServerCardSkeleton />
              <ServerCardSkeleton />
            </>
          )}
        </div>
      )}
    </section>
  );
}
