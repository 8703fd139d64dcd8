import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';

/** A card of the screen, by its heading. */
const card = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const sidebarCoins = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).getByText(/\d+ coins/);
const communities = (page: Page) => page.getByRole('list', { name: 'Join communities for coins' });
const community = (page: Page, name: string) => communities(page).getByRole('listitem').filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await signIn(page, USERS.customer.email);
});

test('joining a community credits its coins once; one already joined and one’s own cannot be claimed', async ({ page }) => {
  await openScreen(page, '/earn');
  const builders = community(page, 'Builders Guild');
  await expect(builders).toContainText('4 coins per join · 12 of 50 members joined');
  await expect(builders.getByRole('link', { name: 'Open the invite' })).toHaveAttribute('href', 'https://discord.gg/builders-guild');
  await expect(community(page, 'Gamers Lounge')).toContainText('Credited');
  await expect(community(page, 'Gamers Lounge').getByRole('button')).toHaveCount(0);
  await expect(community(page, 'Casey’s Community').or(community(page, "Casey's Community"))).toContainText('Your community');

  await expect(sidebarCoins(page)).toHaveText('340 coins');
  await builders.getByRole('button', { name: 'Claim 4 coins' }).dblclick();
  await expect(page.getByText('You earned 4 coins.')).toBeVisible();
  await expect(sidebarCoins(page)).toHaveText('344 coins');
  await expect(builders).toContainText('Credited');
  await expect(builders).toContainText('13 of 50 members joined');
  await expect(builders.getByRole('button')).toHaveCount(0);

  await page.reload();
  await expect(community(page, 'Builders Guild')).toContainText('Credited');
  await expect(sidebarCoins(page)).toHaveText('344 coins');
});

test('buying a listing for one’s own community: the price follows the members and coins, then its invoice', async ({ page, request }) => {
  await openScreen(page, '/earn');
  const order = card(page, 'List your community');
  await expect(order.getByText('From 10 to 500.')).toBeVisible();
  await order.getByRole('textbox', { name: 'Discord invite' }).fill('https://discord.gg/my-new-guild');
  const members = order.getByRole('spinbutton', { name: 'Members wanted' });
  const coins = order.getByRole('spinbutton', { name: 'Coins per join' });
  await members.fill('100');
  await coins.fill('5');
  // 100 × (0.01 + 5 × 0.002)
  await expect(order).toContainText('Price €2.00');
  await coins.fill('20');
  await expect(order).toContainText('Price €5.00');
  await members.fill('501');
  await expect(order).toContainText('Fill in the members and coins to see the price.');
  await order.getByRole('button', { name: 'Buy the listing' }).click();
  await expect(order.getByText('Enter a whole number from 10 to 500.')).toBeVisible();
  await members.fill('250');
  await expect(order).toContainText('Price €12.50');

  await order.getByRole('button', { name: 'Buy the listing' }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
  await expect(page.getByText('Join-for-rewards: 250 members at 20 coins')).toBeVisible();
  await expect(page.getByText('€12.50').first()).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const invoice = await request.get(`/api/invoices/${id}`, { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  expect(await invoice.json()).toMatchObject({ invoice: { item: 'jfr-activation', amount: 12.5, paid: false } });
});
