/**
 * What the settings sections' tests share: the mock API's own handlers under msw (the same
 * stateful mock the journeys use, reset after each test), a signed-in demo user in the session
 * store, and a render with a fresh SWR cache and a router that shows where a section navigated.
 * Test-only: no section imports this file.
 */
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { User } from '@panel/api/contract';
import { MemoryRouter, Route, Routes, useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../../../mocks/src/control';
import { db, publicUser, resetDb } from '../../../../../../mocks/src/db';
import { handlers } from '../../../../../../mocks/src/handlers';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';
import '../../../messages';

export { db, DEMO_USERS };

/** Serves the mock API for the calling test file only (other files of the worker have their own). */
export function installMockApi() {
  const server = setupServer(...controlHandlers, ...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    resetDb();
    sessionStore.setState({ token: null, userId: null, user: null, signedOut: false });
  });
  afterAll(() => server.close());
  return server;
}

/** Signs a demo user in, as the shell would have; answers the user as the session store holds it. */
export function signInAs(who: keyof typeof DEMO_USERS): User {
  const account = db.users.get(DEMO_USERS[who].id);
  if (!account) throw new Error('seed changed');
  const user = publicUser(account);
  sessionStore.getState().signIn({ token: DEMO_USERS[who].token, userId: account._id, user });
  return user;
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

/** Renders a section on /settings; another path shows as an output named "location". */
export const renderSection = (section: ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/settings" element={section} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
