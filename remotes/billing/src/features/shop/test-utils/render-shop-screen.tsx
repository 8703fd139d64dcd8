import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';

/** Renders a shop screen at `path` for a demo user, signed in, with a fresh SWR cache and the shop to go back to. */
export function renderShopScreen(route: string, screen: ReactElement, path: string, user: keyof typeof DEMO_USERS = 'customer') {
  const demo = DEMO_USERS[user];
  localStorage.setItem('token', demo.token);
  const dbUser = db.users.get(demo.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: demo.id, token: demo.token, user: dbUser ? publicUser(dbUser) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          {route !== '/shop' && <Route path="/shop" element={<h1>Shop</h1>} />}
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** Each call sent with this method to this path. */
export function requestsTo(method: string, path: string): string[] {
  const sent: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === method && new URL(request.url).pathname === path) sent.push(request.url);
    return original(input, init);
  };
  return sent;
}
