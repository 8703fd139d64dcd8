import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from '../support/accessibility';
import { holdRequests, holdScripts } from '../support/hold-requests';
import { inPlansMode } from '../support/ordering';

const fragment = (page: Page) => page.locator('[data-boot-fragment]');
const app = (page: Page) => page.locator('#root [data-boundary="billing"]');

test('the plan cards show before the JavaScript, then the app takes over with the same cards', async ({ page, mock }) => {
  await inPlansMode(mock);
  await signIn(page, USERS.customer.email);
  const releaseScripts = await holdScripts(page);
  const releaseListing = await holdRequests(page, '**/api/shop/listing');
  await page.goto('/order', { waitUntil: 'commit' });

  // Served in the HTML by the shell's server from the billing remote's fragment.
  await expect(page.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading the plans…');

  // The page's early listing call answers: the cards, before any script file has arrived.
  await releaseListing();
  const pro = fragment(page).getByRole('region', { name: 'Minecraft Pro' });
  await expect(pro).toContainText('€9.99 / month');
  await expect(pro).toContainText('12 left');
  await expect(pro.getByRole('link', { name: 'Choose Minecraft Pro' })).toHaveAttribute('href', '/order/plan-mc-pro/configure');
  await expect(fragment(page).getByRole('navigation', { name: 'Plan categories' }).getByRole('link', { name: 'All plans' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Loading the plans…')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the plans before JavaScript');
  const cards = await fragment(page).locator('section.order-plan h3').allTextContents();

  await releaseScripts();
  await expect(fragment(page)).toHaveCount(0);
  await expect(app(page).getByRole('region', { name: 'Minecraft Pro' })).toContainText('€9.99 / month');
  expect(await app(page).locator('section.order-plan h3').allTextContents()).toEqual(cards);
  await app(page).getByRole('region', { name: 'Minecraft Pro' }).getByRole('link', { name: 'Choose Minecraft Pro' }).click();
  await expect(page).toHaveURL('/order/plan-mc-pro/configure');
});

test('in French on a phone, the cards before the JavaScript fit the screen', async ({ page, mock }) => {
  await inPlansMode(mock);
  await signIn(page, USERS.customer.email);
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await page.setViewportSize(PHONE);
  const releaseScripts = await holdScripts(page);
  await page.goto('/order', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Commander' })).toBeVisible();
  await expect(fragment(page).getByRole('region', { name: 'Minecraft Pro' })).toContainText('Mémoire');
  await expectNoSidewaysScroll(page, 'the plans before JavaScript');
  await releaseScripts();
  await expect(app(page).getByRole('region', { name: 'Minecraft Pro' })).toContainText('Mémoire');
});

test('a promotion link is the app’s to draw: its prices come struck through', async ({ page, mock }) => {
  await inPlansMode(mock);
  await signIn(page, USERS.customer.email);
  await page.goto('/order?discount=SPRING20');
  await expect(app(page).getByRole('region', { name: 'Minecraft Pro' }).locator('.order-plan-original')).toHaveText('€9.99');
  await expect(fragment(page)).toHaveCount(0);
});
