import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../../mocks/src/control';
import { db, resetDb } from '../../../../../mocks/src/db';
import { handlers } from '../../../../../mocks/src/handlers';

const server = setupServer(...controlHandlers, ...handlers);
server.listen({ onUnhandledRequest: 'error' });
const { default: OAuthScreen } = await import('./OAuthScreen');

afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const open = () =>
  render(
    <MemoryRouter initialEntries={['/auth/oauth']}>
      <OAuthScreen />
    </MemoryRouter>,
  );

describe('OAuthScreen', () => {
  it('does not start when Discord sign-in is disabled', () => {
    sessionStore.setState({ config: { ...db.config, settings: { ...db.config.settings, login: { ...db.config.settings.login, discord: false } } } });
    open();
    expect(screen.getByRole('alert')).toHaveTextContent('Discord sign-in is not enabled on this panel.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('offers a retry when the start call fails', async () => {
    server.use(http.post('*/api/auth/oauth/discord/start', () => HttpResponse.error()));
    sessionStore.setState({ config: db.config });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
