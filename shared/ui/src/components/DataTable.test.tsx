import { createColumnHelper } from '@tanstack/react-table';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@panel/router';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, SEARCH_DEBOUNCE_MS, type DataTableProps, type TableQuery } from './DataTable';

interface Invoice {
  id: string;
  total: number;
}
const helper = createColumnHelper<Invoice>();
const columns = [helper.accessor('id', { header: 'Invoice' }), helper.accessor('total', { header: 'Total' })];
const ROWS: Invoice[] = [
  { id: 'A-1', total: 10 },
  { id: 'A-2', total: 20 },
];
const QUERY: TableQuery = { page: 1, pageSize: 2, search: '' };

const renderTable = (props: Partial<DataTableProps<Invoice>> = {}) => {
  const onQueryChange = vi.fn();
  render(
    <MemoryRouter>
      <DataTable label="Invoices" columns={columns} rows={ROWS} total={5} query={QUERY} onQueryChange={onQueryChange} status="success" getRowId={(row) => row.id} {...props} />
    </MemoryRouter>,
  );
  return onQueryChange;
};

describe('DataTable', () => {
  it('shows the rows of the page, named, and pages on the server', async () => {
    const onQueryChange = renderTable();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Page 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...QUERY, page: 2 });
  });

  it('asks the server to sort by a header, back to the first page, and says how it is sorted', async () => {
    const onQueryChange = renderTable({ query: { ...QUERY, page: 2, order: { id: 'total', desc: true } } });
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Invoice/ }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...QUERY, page: 1, order: { id: 'id', desc: false } });
  });

  it('searches once typing has paused', () => {
    vi.useFakeTimers();
    try {
      const onQueryChange = renderTable();
      const search = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(search, { target: { value: 'A' } });
      fireEvent.change(search, { target: { value: 'A-2' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(onQueryChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onQueryChange).toHaveBeenCalledExactlyOnceWith({ ...QUERY, search: 'A-2' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides a column on request', async () => {
    renderTable();
    await userEvent.click(screen.getByText('Columns', { selector: 'summary' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Total' }));
    expect(screen.queryByRole('columnheader', { name: /Total/ })).toBeNull();
  });

  it('links each row', () => {
    renderTable({ rowHref: (row) => `/invoice/${row.id}` });
    expect(screen.getByRole('link', { name: 'A-2' })).toHaveAttribute('href', '/invoice/A-2');
  });

  it.each([
    ['loading', { status: 'loading', rows: undefined }, (table: HTMLElement) => expect(table).toHaveAttribute('aria-busy', 'true')],
    ['empty', { status: 'success', rows: [] }, (table: HTMLElement) => expect(table).toHaveTextContent('Nothing to show.')],
  ] as const)('shows the %s state', (_state, props, check) => {
    renderTable(props as Partial<DataTableProps<Invoice>>);
    check(screen.getByRole('table', { name: 'Invoices' }));
  });

  it('says a failure and retries on request', async () => {
    const onRetry = vi.fn();
    renderTable({ status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('exports every row of the current query, with the visible columns, as CSV', async () => {
    const fetchAllRows = vi.fn(() => Promise.resolve([...ROWS, { id: '=A-3', total: 30 }]));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTable({ fetchAllRows, query: { ...QUERY, search: 'A' } });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchAllRows).toHaveBeenCalledWith({ ...QUERY, search: 'A' });
    expect(await blobs[0]!.text()).toBe("Invoice,Total\r\nA-1,10\r\nA-2,20\r\n'=A-3,30");
  });
});
