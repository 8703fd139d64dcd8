import { useEffect } from 'react';
import type { AuditEntry } from '@panel/api/contract';
import { useSearchParams } from '@panel/router';
import { DateTime, Link, PageHeader, TextField } from '@panel/ui';
import { useCollectionPage } from '../../../api/collection';
import { CollectionTable, type CollectionTableProps } from '../../../kit/CollectionTable';
import { useStaffAuditT, type StaffAuditMessage } from '../../../messages/staff-audit';
import { AUDITED_COLLECTIONS, dateRangeWhere, recordPath, showValue } from './record-paths';
import '../people.css';

const TEAM_QUERY = { page: 1, pageSize: 100, search: '' };

/** Staff and admins by id, for the actor column and filter (every write is made by one of them or an API key). */
function useTeam() {
  const admins = useCollectionPage('users', { ...TEAM_QUERY, where: ['rank:ADMIN'] });
  const staff = useCollectionPage('users', { ...TEAM_QUERY, where: ['rank:STAFF'] });
  return [...(admins.data?.result ?? []), ...(staff.data?.result ?? [])];
}

/** `/staff/auditlogs` (admins): every staff action, newest first, filtered by actor, record type and date, each linking to its record. */
export function AuditLogScreen() {
  const t = useStaffAuditT();
  const [params, setParams] = useSearchParams();
  const team = useTeam();
  const names = new Map(team.map((member) => [member._id, member.username]));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';

  // Newest first unless the address asks for another order.
  useEffect(() => {
    if (params.get('sort') !== null) return;
    const next = new URLSearchParams(params);
    next.set('sort', 'date');
    next.set('order', 'desc');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const setDate = (key: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };

  const columns: CollectionTableProps<'auditlogs'>['columns'] = [
    { id: 'date', header: t('auditDate'), accessorFn: (entry: AuditEntry) => new Date(entry.date).toISOString(), cell: ({ row }) => <DateTime value={row.original.date} /> },
    { id: 'actor', header: t('auditActor'), accessorFn: (entry: AuditEntry) => names.get(entry.actor) ?? entry.actor },
    { id: 'action', header: t('auditAction'), accessorFn: (entry: AuditEntry) => t(`auditAction_${entry.action}` as StaffAuditMessage) },
    {
      id: 'target',
      header: t('auditRecord'),
      accessorFn: (entry: AuditEntry) => `${entry.collection} ${entry.target}`,
      cell: ({ row }) => {
        const { collection, target } = row.original;
        const path = recordPath(row.original);
        const text = `${collection} ${target}`;
        return path ? <Link to={path}>{text}</Link> : text;
      },
    },
    {
      id: 'origin',
      header: t('auditOrigin'),
      enableSorting: false,
      accessorFn: (entry: AuditEntry) => (entry.from ? t('auditOriginValue', { device: entry.from.device, address: entry.from.address }) : t('auditEmpty')),
    },
    {
      id: 'changes',
      header: t('auditChanges'),
      enableSorting: false,
      accessorFn: (entry: AuditEntry) =>
        Object.entries(entry.changes)
          .map(([field, { before, after }]) => t('auditChange', { field, before: showValue(before, t('auditEmpty')), after: showValue(after, t('auditEmpty')) }))
          .join('; '),
      cell: ({ row }) => {
        const changes = Object.entries(row.original.changes);
        if (changes.length === 0) return t('auditNoChanges');
        return (
          <ul className="people-changes">
            {changes.map(([field, { before, after }]) => (
              <li key={field}>{t('auditChange', { field, before: showValue(before, t('auditEmpty')), after: showValue(after, t('auditEmpty')) })}</li>
            ))}
          </ul>
        );
      },
    },
  ];

  return (
    <div className="people-page">
      <PageHeader title={t('auditTitle')} description={t('auditDescription')} />
      <div className="people-fields">
        <TextField type="date" label={t('auditFrom')} value={from} max={to || undefined} onChange={(event) => setDate('from', event.target.value)} />
        <TextField type="date" label={t('auditTo')} value={to} min={from || undefined} onChange={(event) => setDate('to', event.target.value)} />
      </div>
      <CollectionTable
        collection="auditlogs"
        label={t('auditTable')}
        columns={columns}
        fixedWhere={dateRangeWhere(from, to)}
        filters={[
          { field: 'actor', label: t('auditActor'), options: team.map((member) => ({ value: member._id, label: member.username })) },
          { field: 'collection', label: t('auditCollection'), options: AUDITED_COLLECTIONS.map((name) => ({ value: name, label: name })) },
        ]}
        exportFileName="audit-log.csv"
      />
    </div>
  );
}
