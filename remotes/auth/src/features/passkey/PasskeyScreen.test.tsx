import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { bannedAnswer } from '../../../../../mocks/src/auth/checks';
import { controlHandlers } from '../../../../../mocks/src/control';
import { db, publicUser, resetDb } from '../../../../../mocks/src/db';
import { handlers } from '../../../../../mocks/src/handlers';
import { createSession } from '../../../../../mocks/src/http/session';
import { DEMO_BAN, DEMO_USERS } from '../../../../../mocks/src/seed';

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => browser);

const server = setupServer(...controlHandlers, ...handlers);
server.listen({ onUnhandledRequest: 'error' });
const { default: PasskeyScreen } = await import('./PasskeyScreen');

const named = (name: string) => Object.assign(new Error(name), { name });
/** What the browser answers for a credential the mock API does not know. */
const ASSERTION = {
  id: 'unknown-credential',
  rawId: 'unknown-credential',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
};

beforeEach(() => {
  sessionStore.setState({ config: db.config });
  browser.browserSupportsWebAuthn.mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  sessionStore.setState({ token: null, userId: null, user: null, config: null });
});
afterAll(() => server.close());

/** Where the screen sent the user, and the history state it handed over. */
function Elsewhere() {
  const { pathname, state } = useLocation();
  return <output aria-label="location">{`${pathname} ${JSON.stringify(state)}`}</output>;
}

const open = () =>
  render(
    <MemoryRouter initialEntries={['/auth/passkey']}>
      <Routes>
        <Route path="/auth/passkey" element={<PasskeyScreen />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );

/**
 * The passkey ceremony of the demo user, as the mock API answers it once the signature
 * checks out (the mock's own tests cover the checking).
 */
function passkeyOf(user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) {
  browser.startAuthentication.mockResolvedValueOnce(ASSERTION);
  server.use(
    http.post('*/api/auth/passkey/login/verify', () => {
      const account = db.users.get(user.id);
      if (!account) throw new Error('seed changed');
      return bannedAnswer(account) ?? HttpResponse.json(createSession(account));
    }),
  );
}

const signInWithPasskey = async () => {
  open();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  return (await screen.findByRole('status', { name: 'location' })).textContent;
};

describe('PasskeyScreen signed out', () => {
  it('says so when the user cancels, and lets them try again', async () => {
    browser.startAuthentication.mockRejectedValueOnce(named('NotAllowedError'));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey sign-in was cancelled.');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('says so when the server cannot verify the passkey', async () => {
    browser.startAuthentication.mockResolvedValueOnce(ASSERTION);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey could not be verified.');
  });

  it('signs in and returns to comingFrom', async () => {
    passkeyOf(DEMO_USERS.customer);
    localStorage.setItem('comingFrom', '/invoice/inv-unpaid');
    expect(await signInWithPasskey()).toBe('/invoice/inv-unpaid null');
    expect(sessionStore.getState().userId).toBe(DEMO_USERS.customer.id);
  });

  it('sends an unverified account to verify its email first, as a password sign-in does', async () => {
    passkeyOf(DEMO_USERS.unverified);
    localStorage.setItem('comingFrom', '/invoice/inv-unpaid');
    expect(await signInWithPasskey()).toBe('/auth/verify null');
    expect(sessionStore.getState().userId).toBe(DEMO_USERS.unverified.id);
    expect(localStorage.getItem('comingFrom')).toBe('/invoice/inv-unpaid');
  });

  it('takes a banned account to the ban notice with reason and date, signed out', async () => {
    passkeyOf(DEMO_USERS.customer);
    const customer = db.users.get(DEMO_USERS.customer.id);
    if (customer) customer.ban = DEMO_BAN;
    expect(await signInWithPasskey()).toBe(`/auth/ban ${JSON.stringify({ reason: DEMO_BAN.reason, date: DEMO_BAN.date })}`);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('explains a browser without WebAuthn', () => {
    browser.browserSupportsWebAuthn.mockReturnValue(false);
    open();
    expect(screen.getByRole('alert')).toHaveTextContent('This browser does not support passkeys.');
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});

describe('PasskeyScreen signed in', () => {
  beforeEach(() => {
    const user = db.users.get(DEMO_USERS.customer.id);
    if (!user) throw new Error('seed changed');
    sessionStore.getState().signIn({ token: DEMO_USERS.customer.token, userId: user._id, user: publicUser(user) });
  });

  it('offers to add a passkey and reports a cancel', async () => {
    browser.startRegistration.mockRejectedValueOnce(named('NotAllowedError'));
    open();
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Adding a passkey was cancelled.');
  });

  it('after adding one, Continue leads back to the page that sent the person here', async () => {
    localStorage.setItem('comingFrom', '/settings');
    browser.startRegistration.mockResolvedValueOnce({
      id: 'new-credential',
      rawId: 'new-credential',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', attestationObject: 'AA' },
    });
    server.use(http.post('*/api/auth/passkey/register/verify', () => HttpResponse.json({ id: 'new-credential', createdAt: 1, lastUsedAt: null }, { status: 201 })));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(/^Passkey added/)).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Continue' });
    expect(next).toHaveAttribute('href', '/settings');
    await userEvent.click(next);
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/settings');
    expect(localStorage.getItem('comingFrom')).toBeNull();
  });
});
