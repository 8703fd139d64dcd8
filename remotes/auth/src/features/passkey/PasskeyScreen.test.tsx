import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../../mocks/src/control';
import { db, publicUser, resetDb } from '../../../../../mocks/src/db';
import { handlers } from '../../../../../mocks/src/handlers';
import { DEMO_USERS } from '../../../../../mocks/src/seed';

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

const open = () =>
  render(
    <MemoryRouter initialEntries={['/auth/passkey']}>
      <PasskeyScreen />
    </MemoryRouter>,
  );

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
    browser.startAuthentication.mockResolvedValueOnce({
      id: 'unknown-credential',
      rawId: 'unknown-credential',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey could not be verified.');
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
});
