import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes, useLocation } from '@panel/router';
import { sessionStore } from '@panel/session';
import { db, publicUser } from '../../../../../../mocks/src/db';
import { DEMO_USERS } from '../../../../../../mocks/src/seed';

// Radix measures checkboxes inside a form and handles the select's pointer; jsdom has neither.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

/** Where the screen went (a navigation after saving or deleting). */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** A catalogue screen at `path` (matched by `route`), signed in as the demo admin, with a fresh cache. */
export function renderAsAdmin(route: string, path: string, screen: ReactNode) {
  const demo = DEMO_USERS.admin;
  localStorage.setItem('token', demo.token);
  const user = db.users.get(demo.id);
  sessionStore.setState({ config: structuredClone(db.config), userId: demo.id, token: demo.token, user: user ? publicUser(user) : null });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}
