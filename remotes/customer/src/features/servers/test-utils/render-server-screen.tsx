import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';
import { SEED_NOW } from '../../../../../../mocks/src/seed/reference-time';
import { call } from '../../../../../../mocks/src/testing/mock-api';

// Radix measures the hidden input a radio group keeps inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** The seed's own time on the mock's clock, so its servers are in the states the seed describes. */
export const atSeedTime = () => call('/api/__mock/clock', { method: 'POST', body: { now: SEED_NOW } });

/** Each call the screen sends with this method to a path ending so. */
export function requestsTo(method: string, pathEnd: string): string[] {
  const sent: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) sent.push(request.url);
    return original(input, init);
  };
  return sent;
}

/** Renders a server screen at `path` for the demo customer, signed in, with a fresh SWR cache and a home to go back to. */
export function renderServerScreen(Screen: ComponentType, route: string, path: string, user: keyof typeof DEMO_USERS = 'customer') {
  const demo = DEMO_USERS[user];
  localStorage.setItem('token', demo.token);
  const dbUser = db.users.get(demo.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: demo.id, token: demo.token, user: dbUser ? publicUser(dbUser) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<Screen />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
