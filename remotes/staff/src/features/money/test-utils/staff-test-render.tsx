import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes, useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';

/** Where the screen went: its path and query, for the test to read. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** A staff screen at `path` (matched by `route`), signed in as `who`, on the real mock API. */
export function renderStaffScreen(Screen: ComponentType, route: string, path: string, who: keyof typeof DEMO_USERS = 'admin') {
  const demo = DEMO_USERS[who];
  localStorage.setItem('token', demo.token);
  const user = db.users.get(demo.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: demo.id, token: demo.token, user: user ? publicUser(user) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<Screen />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}

export function resetSession() {
  sessionStore.setState({ config: null, user: null, userId: null, token: null });
}
