import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

/** The card under this heading. */
const card = (page: Page, heading: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });

test.use({ timezoneId: 'UTC' });

/** The accessibility check leaves the page at phone width; the journey goes on at the usual size. */
const DESKTOP = { width: 1280, height: 800 } as const;

const sidebarCoins = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /\d+ coins/ });
const detail = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

test('the shop lists coin packs and premium plans; buying the Memory pack after confirming raises the limit and spends the coins, once', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  const packs = page.getByRole('region', { name: 'Resource packs' });
  const memory = packs.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Memory' }) });
  await expect(memory).toContainText('Adds 1 GB');
  await expect(memory).toContainText('100 coins');
  await expect(memory).toContainText('Can be bought now');
  const plans = page.getByRole('region', { name: 'Premium plans' });
  await expect(plans.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Minecraft Starter' }) })).toContainText('Monthly: €4.99');
  await expect(plans.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Rust Legacy' }) })).toContainText('Sold out');
  await expect(card(page, 'Recent invoices').getByRole('link').first()).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'shop');
  await page.setViewportSize(DESKTOP);

  await memory.getByRole('link', { name: 'Memory' }).click();
  await expect(page).toHaveURL('/shop/resources/coin-memory');
  await expect(page.getByRole('heading', { level: 1, name: 'Memory pack' })).toBeVisible();
  await expect(detail(page, 'Your memory limit')).toHaveText('16 GB → 17 GB');
  await expect(detail(page, 'Coins left after')).toHaveText('240 coins');
  await expect(sidebarCoins(page)).toHaveText('340 coins');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'memory pack');
  await page.setViewportSize(DESKTOP);

  const purchases: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/shop/resource/coin-memory/purchase') && purchases.push(request.method()));
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy the Memory pack?' });
  await expect(dialog).toContainText('your memory limit goes from 16 GB to 17 GB');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'memory pack confirmation');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Buy for 100 coins' }).dblclick();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Bought: your memory limit is now 17 GB.' }).first()).toBeVisible();
  await expect(detail(page, 'Your memory limit')).toHaveText('17 GB → 18 GB');
  await expect(detail(page, 'Your coins')).toHaveText('240 coins');
  await expect(sidebarCoins(page)).toHaveText('240 coins');
  expect(purchases).toEqual(['POST']);

  // The API kept it: after a reload, the raised limit is the one to start from.
  await page.reload();
  await expect(detail(page, 'Your memory limit')).toHaveText('17 GB → 18 GB');
  await expect(detail(page, 'Coins left after')).toHaveText('140 coins');
});

test('a customer short of coins is told how many more are needed and cannot buy', async ({ page }) => {
  await signIn(page, USERS.nobalance.email);
  await openScreen(page, '/shop');
  const memory = page.getByRole('region', { name: 'Resource packs' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Memory' }) });
  await expect(memory).toContainText('85 more coins needed');
  await memory.getByRole('link', { name: 'Memory' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Memory pack' })).toBeVisible();
  await expect(page.getByText('You need 85 more coins to buy this pack.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy', exact: true })).toBeDisabled();
  await expect(page.getByRole('main').getByRole('link', { name: 'Earn coins' })).toHaveAttribute('href', '/earn');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'memory pack, short of coins');
});

test('an unknown pack says so and leads back to the shop', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/shop/resources/coin-nothing');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource pack not found' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'unknown pack');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
});
