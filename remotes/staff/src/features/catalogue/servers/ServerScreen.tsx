import type { Server, ServerState } from '@panel/api/contract';
import { useParams } from '@panel/router';
import { Badge, Card, DateTime, DescriptionList, Link, PageHeader } from '@panel/ui';
import { useRecord } from '../../../api/collection';
import { RecordLoader } from '../../../kit/RecordLoader';
import { useCatalogueT } from '../../../messages/catalogue';
import { ServerDelete } from './ServerDelete';
import { ServerExpiry, ServerOwner, ServerSuspension } from './ServerForms';
import { REASON_MESSAGE, STATE_MESSAGE } from './server-names';
import { useCatalogueNames } from './use-names';
import '../catalogue.css';

const LIST = '/staff/servers';

type Row = Server & { state?: ServerState };

/** One server: its lifecycle, and what an admin does to it (suspend, extend, give away, delete). */
export function ServerScreen() {
  const { id = '' } = useParams();
  const t = useCatalogueT();
  const record = useRecord('servers', id);
  return (
    <>
      {!record.data && <PageHeader title={t('serversTitle')} breadcrumbs={[{ label: t('serversTitle'), to: LIST }]} />}
      <RecordLoader record={record} listPath={LIST}>
        {(server) => <ServerDetail server={server as Row} />}
      </RecordLoader>
    </>
  );
}

function ServerDetail({ server }: { server: Row }) {
  const t = useCatalogueT();
  const names = useCatalogueNames();
  const owner = useRecord('users', server.uid);
  const optional = (value: number | null) => (value ? <DateTime value={value} style="dateTime" /> : t('none'));
  return (
    <>
      <PageHeader title={server.name} breadcrumbs={[{ label: t('serversTitle'), to: LIST }, { label: server.name }]} />
      <div className="catalogue-grid">
        <Card title={t('serverLifecycle')} aria-label={t('serverLifecycle')}>
          <DescriptionList
            items={[
              { label: t('serverState'), value: server.state ? <Badge tone={server.state === 'suspended' ? 'danger' : 'neutral'}>{t(STATE_MESSAGE[server.state])}</Badge> : '' },
              ...(server.suspended !== null
                ? [
                    { label: t('serverSuspendedSince'), value: <DateTime value={server.suspended} style="dateTime" /> },
                    { label: t('serverSuspensionReason'), value: server.suspentionReason ? t(REASON_MESSAGE[server.suspentionReason]) : t('none') },
                  ]
                : []),
              {
                label: t('serverOwner'),
                value: (
                  <>
                    <Link to={`/staff/users/${server.uid}`}>{owner.data ? t('serverOwnerValue', { username: owner.data.username, email: owner.data.email }) : server.uid}</Link> · <Link to={`${LIST}?owner=${server.uid}`}>{t('serverOwnerServers')}</Link>
                  </>
                ),
              },
              { label: t('serverLocation'), value: names.locations.get(server.location) ?? server.location },
              { label: t('serverGame'), value: names.eggs.get(server.egg) ?? t('unknown') },
              { label: t('serverPlan'), value: server.plan ? (names.plans.get(server.plan) ?? server.plan) : t('none') },
              { label: t('serverResources'), value: t('serverResourcesValue', { memory: server.limits.memory, cpu: server.limits.cpu, disk: server.limits.disk }) },
              { label: t('serverCreated'), value: <DateTime value={server.created} style="dateTime" /> },
              { label: t('serverExpires'), value: optional(server.expires) },
              { label: t('serverRenewal'), value: optional(server.renewal) },
              { label: t('serverNextCoinsRenewal'), value: optional(server.nextCoinsRenewal) },
              { label: t('serverInvoice'), value: server.invoice ? <Link to={`/invoice/${server.invoice}`}>{server.awaitingPayment ? t('serverInvoiceActivation') : t('serverInvoiceOpen')}</Link> : t('none') },
            ]}
          />
        </Card>
        <div className="catalogue-form">
          <ServerSuspension server={server} />
          <ServerExpiry server={server} />
          <ServerOwner server={server} />
          <ServerDelete server={server} />
        </div>
      </div>
    </>
  );
}
