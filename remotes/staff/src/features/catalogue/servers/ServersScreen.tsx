import type { Server, ServerState } from '@panel/api/contract';
import { useSearchParams } from '@panel/router';
import { useState } from 'react';
import { Badge, Button, ButtonLink, DateTime, Link, PageHeader, TextField } from '@panel/ui';
import { CollectionTable } from '../../../kit/CollectionTable';
import { useCatalogueT } from '../../../messages/catalogue';
import { SERVER_STATES, STATE_MESSAGE } from './server-names';
import { useCatalogueNames } from './use-names';
import '../catalogue.css';

type Row = Server & { state?: ServerState };
type Cell = { row: { original: Row } };

/** Every server with owner, location, game, plan or resources, state and expiry; filterable by state and location, and by owner from `?owner=`. */
export function ServersScreen() {
  const t = useCatalogueT();
  const names = useCatalogueNames();
  const [params, setParams] = useSearchParams();
  const owner = params.get('owner');
  const [ownerText, setOwnerText] = useState(owner ?? '');
  return (
    <>
      <PageHeader title={t('serversTitle')} />
      <form
        className="catalogue-owner-filter"
        role="search"
        aria-label={t('serversOwnerFilter')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams(params);
          next.delete('page');
          if (ownerText.trim()) next.set('owner', ownerText.trim());
          else next.delete('owner');
          setParams(next);
        }}
      >
        <TextField label={t('serversOwnerId')} hint={t('serversOwnerIdHint')} value={ownerText} onChange={(event) => setOwnerText(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('serversShowOwner')}
        </Button>
      </form>
      {owner && (
        <p className="catalogue-actions">
          {t('serversOfOwner', { owner })} <ButtonLink variant="secondary" size="sm" to="/staff/servers" onClick={() => setOwnerText('')}>
            {t('serversEveryOwner')}
          </ButtonLink>
        </p>
      )}
      <CollectionTable
        collection="servers"
        label={t('serversTitle')}
        rowHref={(server) => `/staff/servers/${server._id}`}
        exportFileName="servers.csv"
        fixedWhere={owner ? [`uid:${owner}`] : []}
        filters={[
          { field: 'state', label: t('serverState'), options: SERVER_STATES.map((state) => ({ value: state, label: t(STATE_MESSAGE[state]) })) },
          { field: 'location', label: t('serverLocation'), options: names.locationList.map((location) => ({ value: location._id, label: location.name })) },
        ]}
        columns={[
          { id: 'name', accessorKey: 'name', header: t('serverName') },
          { id: 'uid', accessorKey: 'uid', header: t('serverOwner'), cell: ({ row }: Cell) => <Link to={`/staff/users/${row.original.uid}`}>{row.original.uid}</Link> },
          { id: 'location', accessorKey: 'location', header: t('serverLocation'), cell: ({ row }: Cell) => names.locations.get(row.original.location) ?? row.original.location },
          { id: 'egg', accessorKey: 'egg', header: t('serverGame'), cell: ({ row }: Cell) => names.eggs.get(row.original.egg) ?? t('unknown') },
          {
            id: 'plan',
            accessorKey: 'plan',
            header: t('serverPlanOrResources'),
            enableSorting: false,
            cell: ({ row }: Cell) =>
              row.original.plan
                ? (names.plans.get(row.original.plan) ?? row.original.plan)
                : t('serverResourcesValue', { memory: row.original.limits.memory, cpu: row.original.limits.cpu, disk: row.original.limits.disk }),
          },
          {
            id: 'state',
            accessorKey: 'state',
            header: t('serverState'),
            cell: ({ row }: Cell) => row.original.state && <Badge tone={row.original.state === 'suspended' ? 'danger' : row.original.state === 'active' ? 'success' : 'warning'}>{t(STATE_MESSAGE[row.original.state])}</Badge>,
          },
          { id: 'expires', accessorKey: 'expires', header: t('serverExpires'), cell: ({ row }: Cell) => (row.original.expires ? <DateTime value={row.original.expires} /> : t('never')) },
        ]}
      />
    </>
  );
}
