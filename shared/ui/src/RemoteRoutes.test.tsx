import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useParams } from '@panel/router';
import { RemoteRoutes } from './RemoteRoutes';

function InvoiceScreen() {
  const { id } = useParams();
  return <h1>Invoice {id}</h1>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes owner="auth" screens={{ login: () => <h1>Login screen</h1> }} />
    </MemoryRouter>,
  );

describe('RemoteRoutes', () => {
  it("renders the screen registered for the route's id", () => {
    renderAt('/auth/login');
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('shows the not-built notice, titled from the route titles, for a route without a screen', () => {
    renderAt('/auth/ban');
    expect(screen.getByRole('heading', { name: 'Account suspended' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This screen is not built yet.');
  });

  it('shows not-found for a path the remote does not own', () => {
    renderAt('/invoice/1');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for could not be found.')).toBeInTheDocument();
  });

  it.each([
    ['/invoice/inv-1', 'Invoice inv-1'],
    ['/invoice/inv-1/', 'Invoice inv-1'],
    ['/invoice/inv%201', 'Invoice inv 1'],
  ])('hands the screen the params of %s, decoded', (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteRoutes owner="billing" screens={{ invoice: InvoiceScreen }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('takes screens only for the routes the remote owns (a type error otherwise)', () => {
    const misspelt = { invoce: InvoiceScreen };
    const other = { login: InvoiceScreen };
    render(
      <MemoryRouter initialEntries={['/invoice/1']}>
        {/* @ts-expect-error: no route has this id */}
        <RemoteRoutes owner="billing" screens={misspelt} />
        {/* @ts-expect-error: the auth remote owns this route */}
        <RemoteRoutes owner="billing" screens={other} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { name: 'Invoice' })).toHaveLength(2);
  });
});
