import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';

// Radix measures a switch's hidden input inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Renders a screen at `path` (matched by `pattern`) for the demo admin, on the mock API, with a fresh SWR cache. */
export function renderAsAdmin(screen: ReactNode, path: string, pattern = path) {
  const { admin } = DEMO_USERS;
  localStorage.setItem('token', admin.token);
  const user = db.users.get(admin.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: admin.id, token: admin.token, user: user ? publicUser(user) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={screen} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

export const signOutAfterTest = () => sessionStore.setState({ config: null, user: null, userId: null, token: null });
