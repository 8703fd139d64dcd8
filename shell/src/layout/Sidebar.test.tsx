// First: msw must patch fetch before the API client is created.
import { DEMO_USERS, installMockApi, seedConfig, seedUser } from '../test-utils/mock-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/src/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config, User } from '@panel/api/contract';
import { MemoryRouter, Route, Routes } from '@panel/router';
import { sessionStore } from '@panel/session';
import { language, switchLanguage } from '@panel/ui';
import { loadedSession, resetSession, storeSession } from '../test-utils/session';
import { Layout } from './Layout';
import { signedInFrame } from './signed-in-frame';
import { Sidebar } from './Sidebar';

const server = installMockApi();
afterEach(resetSession);

const withFeatures = (features: Partial<Config['features']>, overrides: Partial<Config> = {}): Config => {
  const config = seedConfig(overrides);
  return { ...config, features: { ...config.features, ...features } };
};

function renderSidebar(user: User, config: Config = seedConfig(), path = '/') {
  loadedSession(config, user);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Sidebar' });
}

/** A signed-in customer on /settings clicks Sign out and lands on the login page. */
async function signOutFromSettings() {
  storeSession({ token: DEMO_USERS.customer.token, userId: DEMO_USERS.customer.id, user: seedUser('customer') });
  sessionStore.setState({ config: seedConfig() });
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/settings" element={<Sidebar />} />
        <Route path="/auth/login" element={<h1>Sign in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
}

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('Sidebar links', () => {
  it('shows a customer the dashboard and the seed mode’s ordering (resource split), and nothing of the staff area', () => {
    const nav = renderSidebar(seedUser('customer'));
    expect(linkNames(nav)).toEqual([
      'Nebula Hosting',
      'Home', 'Game panel', 'Subscription', 'Referrals', 'Redeem', 'Earn coins', 'Articles', 'Settings',
      'Create server', 'Shop',
      // The user item's coin count leads to the coin history.
      '340 coins',
    ]);
    expect(within(nav).queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Create server' })).toHaveAttribute('href', '/create');
  });

  it('follows the feature flags: perServerPlans, coinEarning, adventCalendar', () => {
    const nav = renderSidebar(
      seedUser('customer'),
      withFeatures({ perServerPlans: false, adventCalendar: true }, { coinEarning: false }),
    );
    const names = linkNames(nav);
    expect(names).toEqual(expect.arrayContaining(['Order', 'Add funds', 'Advent calendar']));
    expect(names).not.toContain('Create server');
    expect(names).not.toContain('Shop');
    expect(names).not.toContain('Earn coins');
  });

  it('links the game panel unless the instance manages its accounts elsewhere (disableMAA)', () => {
    expect(linkNames(renderSidebar(seedUser('customer'), seedConfig({ disableMAA: false })))).toContain('Game panel');
    resetSession();
    expect(linkNames(renderSidebar(seedUser('customer'), seedConfig({ disableMAA: true })))).not.toContain('Game panel');
  });

  it('links the subscription only for a customer who has one', () => {
    const customer = seedUser('customer');
    expect(customer.subscription).toBeTruthy();
    expect(linkNames(renderSidebar(customer))).toContain('Subscription');
    resetSession();
    const names = linkNames(renderSidebar(seedUser('nobalance')));
    expect(names).not.toContain('Subscription');
    expect(names).toContain('Articles');
  });

  it('shows staff the shared staff pages but not the admin ones', () => {
    const nav = renderSidebar(seedUser('staff'));
    const names = linkNames(nav);
    expect(within(nav).getByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    expect(names).toEqual(expect.arrayContaining(['Staff overview', 'Users', 'Invoices']));
    for (const adminOnly of ['Servers', 'Plans', 'Coupons', 'Instance settings', 'API keys']) {
      expect(names).not.toContain(adminOnly);
    }
    expect(within(nav).getByRole('link', { name: 'Staff overview' })).toHaveAttribute('href', '/staff/');
  });

  it('shows an admin the admin pages too', () => {
    const names = linkNames(renderSidebar(seedUser('admin')));
    expect(names).toEqual(
      expect.arrayContaining(['Staff overview', 'Users', 'Invoices', 'Servers', 'Plans', 'Instance settings', 'API keys']),
    );
  });
});

describe('Sidebar entries', () => {
  afterEach(() => language.set('en'));

  it('gives every link its icon, hidden from screen readers', () => {
    const nav = renderSidebar(seedUser('admin'));
    const links = within(nav).getAllByRole('link').filter((link) => link.classList.contains('sidebar-link'));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]'), link.textContent ?? '').not.toBeNull();
  });

  it.each([
    ['/referrals', 'Referrals'],
    ['/referrals/', 'Referrals'],
    ['/staff', 'Staff overview'],
  ])('marks the current page at %s, and only it', (path, current) => {
    const nav = renderSidebar(seedUser('admin'), seedConfig(), path);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAccessibleName(current);
  });

  it('marks no link on a page the sidebar does not list', () => {
    const nav = renderSidebar(seedUser('customer'), seedConfig(), '/invoice/inv-1');
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    await switchLanguage('fr');
    const nav = renderSidebar(seedUser('admin'));
    expect(within(nav).getByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Équipe' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/settings');
    expect(within(nav).getByRole('link', { name: 'Clés d’API' })).toHaveAttribute('href', '/staff/apikeys');
  });
});

describe('user item', () => {
  it('shows the username, no rank badge and the balance for a customer', () => {
    const nav = renderSidebar(seedUser('customer'));
    expect(within(nav).getByText('Casey Customer')).toBeInTheDocument();
    expect(within(nav).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Staff', { selector: '.ui-badge' })).not.toBeInTheDocument();
    expect(within(nav).getByLabelText('Balance')).toHaveTextContent(/^€25\.50$/);
  });

  it.each([
    ['admin', 'Admin', '€120.00'],
    ['staff', 'Staff', '€0.00'],
  ] as const)('shows the %s badge and two decimals', (key, badge, balance) => {
    const nav = renderSidebar(seedUser(key));
    expect(within(nav).getByText(badge, { selector: '.ui-badge' })).toBeInTheDocument();
    expect(within(nav).getByLabelText('Balance')).toHaveTextContent(balance);
  });

  it('uses the instance currency symbol', () => {
    const nav = renderSidebar(
      { ...seedUser('customer'), balance: 3 },
      seedConfig({ currency: { name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'L' } }),
    );
    expect(within(nav).getByLabelText('Balance')).toHaveTextContent(/^L3\.00$/);
  });

  it('Sign out ends the session and goes to the login page', async () => {
    await signOutFromSettings();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
    // The server ended the session too.
    expect(db.sessions.has(DEMO_USERS.customer.token)).toBe(false);
  });

  it.each([
    ['the server cannot be reached', () => HttpResponse.error()],
    ['the server fails', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
  ])('Sign out still ends the session locally when %s', async (_case, answer) => {
    server.use(http.post('*/api/auth/logout', answer));
    await signOutFromSettings();
    expect(localStorage.length).toBe(0);
  });
});

describe('Layout', () => {
  // Startup fetches the frame's chunk for a signed-in visitor before the first render.
  beforeAll(() => signedInFrame.load());

  const renderLayout = (path: string, user: User | null) => {
    loadedSession(seedConfig(), user);
    render(
      <MemoryRouter initialEntries={[path]}>
        <Layout>
          <h1>Content</h1>
        </Layout>
      </MemoryRouter>,
    );
  };

  it('shows the sidebar beside the content', () => {
    renderLayout('/settings', seedUser('customer'));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Content' })).toBeInTheDocument();
  });

  it('hides the sidebar with ?noSidebar=true', () => {
    renderLayout('/settings?noSidebar=true', seedUser('customer'));
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument();
  });

  it.each(['false', '1', ''])('keeps the sidebar with ?noSidebar=%s', (value) => {
    renderLayout(`/settings?noSidebar=${value}`, seedUser('customer'));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('has no sidebar when nobody is signed in', () => {
    renderLayout('/join/ref-1', null);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });
});

describe('Sidebar menu on narrow screens', () => {
  it('opens and closes with Menu, and closes when a link is followed', async () => {
    const user = userEvent.setup();
    const nav = renderSidebar(seedUser('customer'));
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    const menu = nav.querySelector('#sidebar-menu');
    expect(toggle).toHaveAttribute('aria-controls', 'sidebar-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(within(nav).getByRole('link', { name: 'Referrals' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });
});
