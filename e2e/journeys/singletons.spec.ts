import type { Response } from '@playwright/test';
import { expect, signIn, SHELL_ORIGIN, test, USERS } from '../fixtures';

/**
 * Strings found in exactly one module of each library's production build (checked against
 * the built chunks): React's Component.setState error, and the renderer name react-dom's
 * client registers with the devtools hook.
 */
const REACT_CORE = 'takes an object of state variables to update or a function which returns an object';
const REACT_DOM_CLIENT = 'rendererPackageName:"react-dom"';

test('react, react-dom and the session store run once across the shell and the remotes', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response: Response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js')) {
      scripts.push(response.text().then((body) => ({ url, body })));
    }
  });

  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  // The app's own root of a remote: the server-included fragment before it carries the same
  // boundary mark and heading, but no session store instance.
  const root = (name: string) => page.locator(`[data-boundary="${name}"][data-session-instance]`);
  const instances: Record<string, string | null> = {};

  // One page load; every later move is a client-side navigation through the sidebar.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.admin.username}` })).toBeVisible();
  await expect(root('customer')).toBeVisible();
  instances.customer = await root('customer').getAttribute('data-session-instance');

  await sidebar.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL('/shop');
  await expect(root('billing')).toBeVisible();
  instances.billing = await root('billing').getAttribute('data-session-instance');

  await sidebar.getByRole('link', { name: 'Staff overview', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/?$/);
  await expect(page.getByRole('heading', { name: 'Staff overview' })).toBeVisible();
  await expect(root('staff')).toBeVisible();
  instances.staff = await root('staff').getAttribute('data-session-instance');

  expect(instances.customer, 'the customer remote shows its session store instance').toMatch(/\S/);
  expect(instances).toEqual({ customer: instances.customer, billing: instances.customer, staff: instances.customer });

  const downloaded = await Promise.all(scripts);
  const containing = (marker: string) => downloaded.filter((s) => s.body.includes(marker)).map((s) => s.url);
  const reactCore = containing(REACT_CORE);
  const reactDomClient = containing(REACT_DOM_CLIENT);
  expect(reactCore, 'files holding React itself').toHaveLength(1);
  expect(reactDomClient, 'files holding react-dom/client').toHaveLength(1);
  expect(new URL(reactCore[0] ?? '').origin).toBe(SHELL_ORIGIN);
  expect(new URL(reactDomClient[0] ?? '').origin).toBe(SHELL_ORIGIN);
  // The remotes ship fallback copies of the shared libraries; none of them was downloaded.
  const fromRemotes = downloaded.filter((s) => new URL(s.url).origin !== SHELL_ORIGIN);
  expect(fromRemotes.length, 'the remotes served their own code').toBeGreaterThan(0);
  expect(
    fromRemotes.filter((s) => s.body.includes(REACT_CORE) || s.body.includes(REACT_DOM_CLIENT)).map((s) => s.url),
  ).toEqual([]);
});
