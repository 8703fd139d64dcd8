import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useKitT } from '../i18n/kit-messages';
import { Alert } from './Alert';
import { Button } from './Button';
import { downloadFile, toCsv } from './csv';
import { Link } from './Link';
import { Pagination } from './Pagination';
import { Skeleton } from './Skeleton';
import { useDebounced } from './use-debounced';
import './DataTable.css';

/** What the server is asked for: the caller owns it (e.g. in the URL) and fetches by it. */
export interface TableQuery {
  page: number;
  pageSize: number;
  order?: { id: string; desc: boolean };
  search: string;
}

export const SEARCH_DEBOUNCE_MS = 300;

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption, visually hidden). */
  label: string;
  // TanStack's column type is invariant in the value type; any is its documented usage here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[] | undefined;
  total: number;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  status: 'loading' | 'error' | 'success';
  onRetry?: () => void;
  getRowId: (row: Row) => string;
  /** Makes the first cell of each row a link there. */
  rowHref?: (row: Row) => string;
  searchable?: boolean;
  /** Every row of the current query (all pages), for the CSV export; no export without it. */
  fetchAllRows?: (query: TableQuery) => Promise<Row[]>;
  exportFileName?: string;
}

const headerText = (header: unknown, id: string) => (typeof header === 'string' ? header : id);

/**
 * A table of server data: the server pages, sorts and searches (the query is controlled),
 * the person hides columns and exports what they see as CSV. At 375 px the table scrolls
 * inside itself, never the page.
 *
 * @example
 * const columns = [helper.accessor('id', { header: t('id') }), helper.accessor('total', { header: t('total'), cell: (c) => <Money amount={c.getValue()} /> })];
 * <DataTable label={t('invoices')} columns={columns} rows={data?.items} total={data?.total ?? 0} query={query} onQueryChange={setQuery}
 *   status={error ? 'error' : data ? 'success' : 'loading'} getRowId={(r) => r.id} rowHref={(r) => `/invoice/${r.id}`} />
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, total, query, onQueryChange, status, onRetry, getRowId, rowHref, searchable = true, fetchAllRows, exportFileName = 'export.csv' } = props;
  const t = useKitT();
  const [visibility, setVisibility] = useState<VisibilityState>({});
  const [exporting, setExporting] = useState(false);

  const sorting: SortingState = query.order ? [query.order] : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater;
    onQueryChange({ ...query, order: next ? { id: next.id, desc: next.desc } : undefined, page: 1 });
  };

  // The panel does not use the React Compiler, whose memoising this rule protects.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    pageCount: Math.ceil(total / query.pageSize),
    state: { sorting, columnVisibility: visibility },
    onSortingChange,
    onColumnVisibilityChange: setVisibility,
  });

  const exportCsv = async () => {
    if (!fetchAllRows) return;
    setExporting(true);
    try {
      const all = await fetchAllRows(query);
      const visible = table.getVisibleLeafColumns().filter((column) => column.accessorFn);
      const csv = toCsv(
        visible.map((column) => headerText(column.columnDef.header, column.id)),
        all.map((row, index) => visible.map((column) => column.accessorFn!(row, index) as string | number)),
      );
      downloadFile(exportFileName, csv);
    } finally {
      setExporting(false);
    }
  };

  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <div className="ui-table">
      <div className="ui-table-toolbar">
        {searchable && <SearchBox value={query.search} onSearch={(search) => onQueryChange({ ...query, search, page: 1 })} />}
        <details className="ui-table-columns">
          <summary className="ui-button ui-button-secondary ui-button-sm">{t('columns')}</summary>
          <fieldset>
            <legend className="visually-hidden">{t('columns')}</legend>
            {table.getAllLeafColumns().map((column) => (
              <label key={column.id}>
                <input type="checkbox" checked={column.getIsVisible()} disabled={!column.getCanHide()} onChange={column.getToggleVisibilityHandler()} />
                {headerText(column.columnDef.header, column.id)}
              </label>
            ))}
          </fieldset>
        </details>
        {fetchAllRows && (
          <Button variant="secondary" size="sm" loading={exporting} onClick={exportCsv} icon={<Download size={16} aria-hidden />}>
            {t('exportCsv')}
          </Button>
        )}
      </div>
      {status === 'error' ? (
        <Alert tone="danger" title={t('loadFailed')} actions={onRetry && <Button variant="secondary" onClick={onRetry}>{t('retry')}</Button>} />
      ) : (
        <div className="ui-table-scroll" role="region" aria-label={label} tabIndex={0}>
          <table aria-busy={status === 'loading' || undefined}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                        {header.isPlaceholder ? null : header.column.getCanSort() ? (
                          <button type="button" className="ui-table-sort" onClick={header.column.getToggleSortingHandler()}>
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            {sorted === 'asc' ? <ArrowUp size={14} aria-hidden /> : sorted === 'desc' ? <ArrowDown size={14} aria-hidden /> : <ArrowUpDown size={14} aria-hidden />}
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {status === 'loading' && !rows
                ? Array.from({ length: Math.min(query.pageSize, 5) }, (_, index) => (
                    <tr key={index}>
                      {Array.from({ length: columnCount }, (__, cell) => (
                        <td key={cell}>
                          <Skeleton />
                        </td>
                      ))}
                    </tr>
                  ))
                : table.getRowModel().rows.map((row) => (
                    <tr key={row.id} className={rowHref ? 'ui-table-row-link' : undefined}>
                      {row.getVisibleCells().map((cell, index) => (
                        <td key={cell.id}>
                          {rowHref && index === 0 ? <Link to={rowHref(row.original)}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Link> : flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  ))}
              {status === 'success' && rows?.length === 0 && (
                <tr>
                  <td colSpan={columnCount} className="ui-table-empty">
                    {t('noResults')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={query.page} pageCount={table.getPageCount()} onPageChange={(page) => onQueryChange({ ...query, page })} />
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useKitT();
  const [text, setText] = useState(value);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const reported = useRef(value);
  useEffect(() => {
    if (settled === reported.current) return;
    reported.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);
  return <input type="search" className="ui-input ui-table-search" aria-label={t('search')} placeholder={t('search')} value={text} onChange={(event) => setText(event.target.value)} />;
}
