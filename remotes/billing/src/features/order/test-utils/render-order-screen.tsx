import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes, useLocation, useParams } from '@panel/router';
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

/** Plans mode (servers sold by plan) at the seed's time, on the mock and in the session's config. */
export async function inPlansMode(features: { pspPlansConditions?: boolean } = {}) {
  await call('/api/__mock/clock', { method: 'POST', body: { now: SEED_NOW } });
  await call('/api/__mock/config', { method: 'PATCH', body: { features: { perServerPlans: false, ...features } } });
}

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

const LANDINGS = [
  ['/', 'Home'],
  ['/invoice/:id', 'Invoice'],
  ['/order/:plan/configure', 'Configure'],
  ['/order/:plan/cnm/referrals', 'Referrals condition'],
  ['/referrals', 'Your referrals'],
] as const;

function Landed({ name }: { name: string }) {
  const params = useParams();
  const location = useLocation();
  return (
    <h1>
      {name} {params.id ?? params.plan ?? ''} {location.search}
    </h1>
  );
}

/** Renders an order screen at `path` for the demo customer, signed in, with a fresh SWR cache and the places it leads to. */
export function renderOrderScreen(Screen: ComponentType, route: string, path: string, user: keyof typeof DEMO_USERS = 'customer') {
  const demo = DEMO_USERS[user];
  localStorage.setItem('token', demo.token);
  const dbUser = db.users.get(demo.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: demo.id, token: demo.token, user: dbUser ? publicUser(dbUser) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<Screen />} />
          {LANDINGS.filter(([path]) => path !== route).map(([path, name]) => (
            <Route key={path} path={path} element={<Landed name={name} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
