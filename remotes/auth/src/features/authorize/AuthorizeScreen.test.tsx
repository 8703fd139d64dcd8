import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SWRConfig } from 'swr';
import { BrowserRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../../mocks/src/control';
import { db, publicUser, resetDb } from '../../../../../mocks/src/db';
import { handlers } from '../../../../../mocks/src/handlers';
import { DEMO_USERS } from '../../../../../mocks/src/seed';

const server = setupServer(...controlHandlers, ...handlers);
server.listen({ onUnhandledRequest: 'error' });
const { default: AuthorizeScreen } = await import('./AuthorizeScreen');

const REDIRECT = 'https://gamepanel.example/oauth/callback';
const url = (params: Record<string, string>) => `/auth/authorize?${new URLSearchParams(params)}`;

beforeEach(() => {
  sessionStore.setState({ config: db.config });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ token: null, userId: null, user: null, config: null });
});
afterAll(() => server.close());

const open = (path: string) => {
  window.history.pushState({}, '', path);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BrowserRouter>
        <AuthorizeScreen />
      </BrowserRouter>
    </SWRConfig>,
  );
};

const signInAsCustomer = () => {
  const user = db.users.get(DEMO_USERS.customer.id);
  if (!user) throw new Error('seed changed');
  sessionStore.getState().signIn({ token: DEMO_USERS.customer.token, userId: user._id, user: publicUser(user) });
};

describe('AuthorizeScreen', () => {
  it('sends a signed-out visitor to sign in, remembering the whole request', async () => {
    const path = url({ client_id: 'game-panel', redirect_uri: REDIRECT, scope: 'identify', state: 's' });
    open(path);
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('comingFrom')).toBe(path);
  });

  it('tells a signed-out visitor a malformed request is not valid, without sending them to sign in first', async () => {
    open(url({ redirect_uri: REDIRECT }));
    expect(await screen.findByRole('heading', { name: 'This authorization request is not valid' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/authorize');
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });

  it('shows the application and the access it asks for', async () => {
    signInAsCustomer();
    open(url({ client_id: 'game-panel', redirect_uri: REDIRECT, scope: 'identify servers', state: 's' }));
    expect(await screen.findByRole('heading', { name: 'Game Panel wants to use your account' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your username and avatar',
      'Your servers and their status',
    ]);
    expect(screen.getByRole('button', { name: 'Allow' })).toBeEnabled();
  });

  it.each([
    [{ client_id: 'game-panel', redirect_uri: 'https://evil.example/cb' }, /redirect_uri is not registered/],
    [{ client_id: 'nope', redirect_uri: REDIRECT }, /not known to this panel/],
    [{ client_id: 'game-panel', redirect_uri: REDIRECT, scope: 'admin' }, /Unknown scope: admin/],
    [{ redirect_uri: REDIRECT }, /client_id is missing/],
    [{ client_id: 'game-panel', redirect_uri: '//evil.example/cb' }, /redirect_uri/],
  ])('shows an error and no buttons for %j', async (params, message) => {
    signInAsCustomer();
    open(url(params));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull();
  });
});
