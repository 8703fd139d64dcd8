import { render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../../mocks/src/control';
import { db, resetDb } from '../../../../../mocks/src/db';
import { handlers } from '../../../../../mocks/src/handlers';
import { DEMO_BAN, DEMO_USERS } from '../../../../../mocks/src/seed';

const server = setupServer(...controlHandlers, ...handlers);
// The API client keeps the fetch it finds when created: load it once msw listens.
server.listen({ onUnhandledRequest: 'error' });
const { default: AuthenticatedScreen } = await import('./AuthenticatedScreen');
const toastError = vi.hoisted(() => vi.fn());
vi.mock('@panel/ui', async (original) => ({ ...(await original<object>()), toast: { error: toastError } }));

const customer = DEMO_USERS.customer;

beforeEach(() => {
  db.signInCodes.set('code-1', { userId: customer.id, expiresAt: Date.now() + 60_000 });
});
afterEach(() => {
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ token: null, userId: null, user: null, config: null });
});
afterAll(() => server.close());

const land = (url: string) => {
  window.history.pushState({}, '', url);
  const lengthBefore = window.history.length;
  render(
    <BrowserRouter>
      <AuthenticatedScreen />
    </BrowserRouter>,
  );
  return lengthBefore;
};

describe('AuthenticatedScreen', () => {
  it('exchanges the code, stores the session and returns to comingFrom without the code in the URL', async () => {
    localStorage.setItem('comingFrom', '/invoice/inv-unpaid?x=1');
    const lengthBefore = land('/auth/authenticated#code=code-1');
    expect(window.location.hash).toBe('');

    await waitFor(() => expect(window.location.pathname).toBe('/invoice/inv-unpaid'));
    expect(window.location.search).toBe('?x=1');
    expect(window.location.href).not.toContain('code');
    expect(window.history.length).toBe(lengthBefore);
    expect(db.sessions.get(localStorage.getItem('token') ?? '')).toBe(customer.id);
    expect(localStorage.getItem('userId')).toBe(customer.id);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: customer.email });
    expect(db.signInCodes.has('code-1')).toBe(false);
  });

  it.each(['//evil.example/phish', 'https://evil.example/phish'])('does not follow a comingFrom of %j', async (comingFrom) => {
    localStorage.setItem('comingFrom', comingFrom);
    land('/auth/authenticated#code=code-1');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.host).toBe('localhost:3000');
  });

  it('sends an unverified account to verify its email first, keeping comingFrom for afterwards', async () => {
    db.signInCodes.set('code-2', { userId: DEMO_USERS.unverified.id, expiresAt: Date.now() + 60_000 });
    localStorage.setItem('comingFrom', '/invoice/inv-unpaid');
    land('/auth/authenticated#code=code-2');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/verify'));
    expect(localStorage.getItem('userId')).toBe(DEMO_USERS.unverified.id);
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-unpaid');
  });

  it('takes a banned account to the ban notice with reason and date in the history state, signed out', async () => {
    db.signInCodes.set('code-3', { userId: DEMO_USERS.banned.id, expiresAt: Date.now() + 60_000 });
    const lengthBefore = land('/auth/authenticated#code=code-3');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/ban'));
    expect((window.history.state as { usr?: unknown }).usr).toEqual({ reason: DEMO_BAN.reason, date: DEMO_BAN.date });
    expect(window.history.length).toBe(lengthBefore);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('explains a used or unknown code', async () => {
    land('/auth/authenticated#code=used-already');
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used/);
    expect(screen.getByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('explains a landing without a code', async () => {
    land('/auth/authenticated');
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used/);
  });

  it('returns to sign-in with a message when Discord was cancelled', async () => {
    land('/auth/authenticated#error=access_denied');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(toastError).toHaveBeenCalledWith('Discord sign-in was cancelled');
  });
});
