/** The content screens' tests: the mock API over msw, a signed-in demo user, a fresh SWR cache. Test-only. */
import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { controlHandlers } from '../../../../mocks/src/control';
import { db, resetDb } from '../../../../mocks/src/db';
import { userInfoOf } from '../../../../mocks/src/domain/accounts';
import { handlers } from '../../../../mocks/src/handlers';
import { DEMO_USERS } from '../../../../mocks/src/seed';

export { db, DEMO_USERS };

/** Installs the mock API for the calling file, its seed fresh for each test; returns the server and the calls it answered. */
export function installContentMockApi() {
  const server = setupServer(...controlHandlers, ...handlers);
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDb();
    requests.length = 0;
  });
  afterEach(() => {
    // Unmounted first: a mounted screen would render again without the session's configuration.
    cleanup();
    server.resetHandlers();
    sessionStore.setState({ config: null, user: null, token: null, userId: null });
  });
  afterAll(() => server.close());
  return { server, requests };
}

/** Signs the demo user in (token in storage, as the API client reads it) with the seed configuration. */
export function signInAs(who: keyof typeof DEMO_USERS) {
  const { id, token } = DEMO_USERS[who];
  localStorage.setItem('token', token);
  const user = userInfoOf(db.users.get(id)!);
  sessionStore.setState({ config: structuredClone(db.config), token, userId: id, user });
  return user;
}

/** Renders `screen` at `path` under `pattern`, with a cache of its own so no test sees another's data. */
export function renderScreen(screen: ReactElement, { path, pattern = path }: { path: string; pattern?: string }) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={screen} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
