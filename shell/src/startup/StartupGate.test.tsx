// First: msw must patch fetch before the API client is created.
import { installMockApi, mockControl } from '../test-utils/mock-api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { resetSession } from '../test-utils/session';
import { ConfigError } from './ConfigError';
import { StartupGate } from './StartupGate';
import { STARTUP_TIMEOUT_MS } from './use-startup';

// Loading a real remote needs Module Federation; the gate only decides which one to mount.
vi.mock('../remotes/RemoteMount', () => ({
  RemoteMount: ({ name, module }: { name: string; module: string }) => <p>remote {`${name}/${module}`}</p>,
}));

const server = installMockApi();
afterEach(resetSession);

const renderGate = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <StartupGate>
        <h1>The app</h1>
      </StartupGate>
    </MemoryRouter>,
  );

describe('StartupGate', () => {
  it('shows the full-page config error with the status, and Retry starts the panel once the API recovers', async () => {
    await mockControl('fail', 'POST', { method: 'GET', path: '/api/', status: 500, times: 1 });
    renderGate('/auth/login');

    expect(await screen.findByRole('heading', { name: 'The panel could not start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the server answered 500');
    expect(screen.queryByRole('heading', { name: 'The app' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The app' })).toBeInTheDocument();
    expect(screen.queryByText('The panel could not start')).not.toBeInTheDocument();
    expect(sessionStore.getState().config).not.toBeNull();
  });

  it('says when the server did not answer at all', async () => {
    server.use(http.get('*/api/', () => HttpResponse.error(), { once: true }));
    renderGate('/auth/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('the server did not answer');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The app' })).toBeInTheDocument();
  });

  it('applies the startup redirect before revealing the app', async () => {
    const renderedAt: string[] = [];
    function App() {
      const location = useLocation();
      renderedAt.push(location.pathname);
      return <h1>The app</h1>;
    }
    render(
      <MemoryRouter initialEntries={['/invoice/inv-unpaid?success=1']}>
        <StartupGate>
          <App />
        </StartupGate>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'The app' })).toBeInTheDocument();
    expect(renderedAt).not.toContain('/invoice/inv-unpaid');
    expect(renderedAt.at(-1)).toBe('/auth/login');
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-unpaid?success=1');
  });

  it('replaces everything with the first-time setup while the instance awaits configuration', async () => {
    await mockControl('config', 'PATCH', { awaitingConfiguration: true });
    renderGate('/');
    expect(await screen.findByText('remote auth/setup')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The app' })).not.toBeInTheDocument();
  });

  it('shows a spinner only after a delay, and a timeout with Retry when startup hangs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer = () => {};
      const hung = new Promise<void>((resolve) => {
        answer = resolve;
      });
      server.use(
        http.get('*/api/', async () => {
          await hung;
        }),
      );
      renderGate('/auth/login');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(screen.getByRole('status')).toHaveTextContent('Starting the panel…');

      await act(() => vi.advanceTimersByTimeAsync(STARTUP_TIMEOUT_MS));
      expect(screen.getByRole('alert')).toHaveTextContent('This is taking longer than expected.');
      answer();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'The app' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ConfigError', () => {
  it('names the status and calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<ConfigError status={502} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('(the server answered 502)');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
