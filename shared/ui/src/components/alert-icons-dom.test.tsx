import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './Alert';
import { Button } from './Button';
import { ALERT_ICONS, LOCK_ICON, SORT_ICONS, svgIcon } from './alert-icons-dom';
import { DataTable } from './DataTable';

afterEach(cleanup);

describe("the plain-DOM alert icons are the kit's Alert icons, for fragments without React", () => {
  it.each(['info', 'success', 'warning', 'danger'] as const)('%s', (tone) => {
    const { container } = render(<Alert tone={tone}>x</Alert>);
    expect(svgIcon(ALERT_ICONS[tone]).outerHTML).toBe(container.querySelector('svg')?.outerHTML);
  });

  it("and the lock of a locked Button", () => {
    const { container } = render(<Button locked>x</Button>);
    expect(svgIcon(LOCK_ICON, { size: 16 }).outerHTML).toBe(container.querySelector('svg')?.outerHTML);
  });

  it.each([
    ['none', undefined],
    ['asc', false],
    ['desc', true],
  ] as const)("and the %s sort arrows of a DataTable column's header", (order, desc) => {
    const { container } = render(
      <DataTable
        label="t"
        columns={[{ id: 'name', header: 'Name', accessorFn: (row: { name: string }) => row.name }]}
        rows={[{ name: 'a' }]}
        total={1}
        query={{ page: 1, pageSize: 20, search: '', order: desc === undefined ? undefined : { id: 'name', desc } }}
        onQueryChange={() => {}}
        status="success"
        getRowId={(row) => row.name}
      />,
    );
    expect(svgIcon(SORT_ICONS[order], { size: 14 }).outerHTML).toBe(container.querySelector('th svg')?.outerHTML);
  });
});
