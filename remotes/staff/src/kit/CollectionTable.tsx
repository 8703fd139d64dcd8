import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { CollectionName } from '@panel/api/contract';
import { useSearchParams } from '@panel/router';
import { DataTable, Select, type DataTableProps } from '@panel/ui';
import { fetchWholeCollection, useCollectionPage, type CollectionDocs, type CollectionQuery } from '../api/collection';
import { useStaffKitT } from '../messages/staff-kit';
import { paramsFromQuery, queryFromParams, type TableFilter } from './collection-query';
import './staff-kit.css';

const ALL = 'all';

export interface CollectionTableProps<Name extends CollectionName> {
  collection: Name;
  /** The table's accessible name. */
  label: string;
  columns: DataTableProps<CollectionDocs[Name]>['columns'];
  filters?: readonly TableFilter[];
  /** Conditions always applied (a user's invoices: `user:<id>`), not shown as filters. */
  fixedWhere?: readonly string[];
  rowHref?: (doc: CollectionDocs[Name]) => string;
  /** Offers the CSV export of every matching row under this file name. */
  exportFileName?: string;
  /** Numeric fields to total over every match (all pages), shown by `renderSums` above the table. */
  sum?: string[];
  renderSums?: (sums: Record<string, number>) => ReactNode;
  pageSize?: number;
  /** Address parameters' prefix, for a second table on one page (`servers.`). */
  paramPrefix?: string;
}

/**
 * A staff collection as a table: server-side pages, search, sort and filters, the query kept in
 * the address so a filtered list can be shared and come back to, and the CSV export of every
 * matching row.
 */
export function CollectionTable<Name extends CollectionName>(props: CollectionTableProps<Name>) {
  const { collection, label, columns, filters = [], fixedWhere = [], rowHref, exportFileName, sum, renderSums, pageSize, paramPrefix = '' } = props;
  const t = useStaffKitT();
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params, filters, pageSize, paramPrefix);
  const served: CollectionQuery = { ...query, where: [...fixedWhere, ...query.where] };
  const { data, error, mutate } = useCollectionPage(collection, served, sum);

  // The address as last set: two filters chosen before the page re-renders build on each other,
  // not both on this render's address (the router's setter reads the render's).
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const change = (next: CollectionQuery) => {
    latest.current = paramsFromQuery(latest.current, next, filters, paramPrefix);
    setParams(latest.current, { replace: true });
  };
  const filterValue = (field: string) => query.where.find((condition) => condition.startsWith(`${field}:`))?.slice(field.length + 1) ?? ALL;
  const setFilter = (field: string, value: string) => {
    const current = queryFromParams(latest.current, filters, pageSize, paramPrefix);
    const where = current.where.filter((condition) => !condition.startsWith(`${field}:`));
    change({ ...current, page: 1, where: value === ALL ? where : [...where, `${field}:${value}`] });
  };

  return (
    <div className="staff-collection">
      {filters.length > 0 && (
        <div className="staff-filters" role="group" aria-label={t('kitFilters')}>
          {filters.map((filter) => (
            <Select
              key={filter.field}
              label={filter.label}
              value={filterValue(filter.field)}
              onValueChange={(value) => setFilter(filter.field, value)}
              options={[{ value: ALL, label: t('kitAll') }, ...filter.options]}
            />
          ))}
        </div>
      )}
      {renderSums && data?.sums && renderSums(data.sums)}
      <DataTable
        label={label}
        columns={columns}
        rows={data?.result}
        total={data?.metadata.totalCount ?? 0}
        query={query}
        onQueryChange={(next) => change({ ...query, ...next })}
        status={error ? 'error' : data ? 'success' : 'loading'}
        onRetry={() => void mutate()}
        getRowId={(doc) => doc._id}
        rowHref={rowHref}
        fetchAllRows={exportFileName ? () => fetchWholeCollection(collection, served) : undefined}
        exportFileName={exportFileName}
      />
    </div>
  );
}
