import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { RemoteRoutes } from './RemoteRoutes';

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

  it('shows the not-built notice, titled from the route table, for a route without a screen', () => {
    renderAt('/auth/ban');
    expect(screen.getByRole('heading', { name: 'Account suspended' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This screen is not built yet.');
  });

  it('shows not-found for a path the remote does not own', () => {
    renderAt('/invoice/1');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for could not be found.')).toBeInTheDocument();
  });
});
