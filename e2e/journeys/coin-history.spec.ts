import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../mocks/src/seed';
import { SEED_NOW } from '../../mocks/src/seed/reference-time';
import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test.use({ timezoneId: 'UTC' });

const sidebarCoins = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /\d+ coins/ });

test('the sidebar’s coin count leads to the coin history: each movement in words, signed, with the coins after it', async ({ page, mock, request }) => {
  await mock.setClock(SEED_NOW);
  const admin = (await (await request.post('/api/auth/login', { data: { email: USERS.admin.email, password: DEMO_PASSWORD } })).json()) as { token: string };
  await request.post(`/api/staff/users/${DEMO_USERS.customer.id}/edit`, { data: { coins: 400 }, headers: { Authorization: `Bearer ${admin.token}` } });
  const session = await signIn(page, USERS.customer.email);
  const renewed = await page.request.post('/api/server/srv-survival/renew', { data: {}, headers: { Authorization: `Bearer ${session.token}` } });
  expect(renewed.ok()).toBe(true);

  await openScreen(page, '/');
  await expect(sidebarCoins(page)).toHaveText('350 coins');
  await sidebarCoins(page).click();
  await expect(page).toHaveURL(/\/coins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coin history' })).toBeVisible();
  await expect(page).toHaveTitle(/Coin history/);

  const rows = page.getByRole('table', { name: 'Coin movements' }).getByRole('row');
  const cells = (row: number) => rows.nth(row).getByRole('cell');
  // Each row: what, the amount signed, the coins after; the seed's own movements below today's,
  // down to the first, whose total runs from zero.
  const expected = [
    ['Renewed the server Survival SMP', '\u221250', '350'],
    ['Changed by the team', '+60', '400'],
    ['Earned: Link shortener', '+5', '340'],
    ['Earned: Join our Discord', '+10', '335'],
    ['Earned: Answer the monthly survey', '+25', '325'],
    ['Redeemed code HALLOWEEN', '+42', '300'],
    ['Joined a Discord server: Gamers Lounge', '+8', '258'],
    ['Advent calendar: day 24', '+250', '250'],
  ];
  await expect(rows).toHaveCount(expected.length + 1);
  // The first cell is the date.
  for (const [index, texts] of expected.entries()) await expect(cells(index + 1)).toHaveText([/\d/, ...texts]);

  await expectAccessibleInBothThemesAndOnAPhone(page, 'coin history');
});

test('a coin renewal whose server the team removes comes back, marked refunded', async ({ page, mock, request }) => {
  await mock.setClock(SEED_NOW);
  const session = await signIn(page, USERS.customer.email);
  const renewed = await page.request.post('/api/server/srv-survival/renew', { data: {}, headers: { Authorization: `Bearer ${session.token}` } });
  expect(renewed.ok()).toBe(true);
  const admin = (await (await request.post('/api/auth/login', { data: { email: USERS.admin.email, password: DEMO_PASSWORD } })).json()) as { token: string };
  const removed = await request.delete('/api/server/srv-survival/delete', { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(removed.status()).toBe(204);

  await openScreen(page, '/coins');
  const rows = page.getByRole('table', { name: 'Coin movements' }).getByRole('row');
  // The whole renewed week was still ahead: the 50 coins come back.
  await expect(rows.nth(1)).toContainText('Refunded: the unused renewal of Survival SMP, removed by the team');
  await expect(rows.nth(1)).toContainText('+50');
  await expect(rows.nth(2)).toContainText('Renewed the server Survival SMP');
  await expect(sidebarCoins(page)).toHaveText('340 coins');
});

test('with no movements yet, the coin history says so and leads to a code', async ({ page }) => {
  // The staff account has never had a coin (the customer's seed has its history).
  await signIn(page, USERS.staff.email);
  await openScreen(page, '/coins');
  await expect(page.getByText('No coin movements yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Redeem a code' })).toHaveAttribute('href', '/redeem');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'coin history, empty');
});
