import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

/** Counts the calls that start a session: the configuration and the user's info. */
function countSessionCalls(page: Page) {
  const counts = { config: 0, user: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/') counts.config += 1;
    if (pathname === `/api/user/${USERS.customer.id}/info`) counts.user += 1;
  });
  return counts;
}

test('moving through the sidebar loads the configuration and the user once per visit', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();

  const counts = countSessionCalls(page);
  const stops: [link: string, url: string][] = [['Settings', '/settings'], ['Referrals', '/referrals'], ['Redeem', '/redeem'], ['Home', '/']];
  for (const [link, url] of stops) {
    await sidebar(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  expect(counts).toEqual({ config: 0, user: 0 });
});

test('a place to return to, written mid-visit, does not take over the next sidebar click', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('comingFrom', '/redeem'));
  await sidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('back in the tab, the session is loaded again; a 500 on that keeps the user signed in and says so', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await signIn(page, USERS.customer.email);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  const counts = countSessionCalls(page);
  await mock.fail({ method: 'GET', path: `/api/user/${USERS.customer.id}/info`, status: 500 });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  await expect(page.getByText('Your account details could not be refreshed. You are still signed in.')).toBeVisible();
  expect(counts).toEqual({ config: 1, user: 1 });
  await expect(page).toHaveURL('/settings');
  await expect(sidebar(page).getByText(USERS.customer.username)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
