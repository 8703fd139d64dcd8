import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from '../support/accessibility';
import { holdRequests, holdScripts } from '../support/hold-requests';

const fragment = (page: Page) => page.locator('[data-boot-fragment]');
const app = (page: Page) => page.locator('#root [data-boundary="billing"]');

test('the games show before the JavaScript, inert, then the app takes over and the first step works', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const releaseScripts = await holdScripts(page);
  const releaseEggs = await holdRequests(page, '**/api/eggs');
  await page.goto('/create', { waitUntil: 'commit' });

  // Served in the HTML by the shell's server from the billing remote's fragment.
  await expect(page.getByRole('heading', { level: 1, name: 'Create server' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading the games…');

  // The page's early calls answer: the first step with every game, before any script file has arrived.
  await releaseEggs();
  const games = fragment(page).locator('.ui-radio-card');
  await expect(games.first()).toBeVisible();
  await expect(fragment(page).locator('.create-step-heading')).toHaveText('Step 1 of 4 Name and game');
  await expect(page.getByText('Loading the games…')).toHaveCount(0);
  const names = await fragment(page).locator('.ordering-choice-title').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  // Nothing can be typed or chosen that the app would not keep.
  await expect(fragment(page).locator('form')).toHaveAttribute('inert', '');
  await expectNoAxeViolations(page, 'the games before JavaScript');

  await releaseScripts();
  await expect(fragment(page)).toHaveCount(0);
  expect(await app(page).locator('.ordering-choice-title').allTextContents()).toEqual(names);
  await app(page).getByRole('textbox', { name: 'Server name' }).fill('Lobby world');
  await app(page).getByRole('radio', { name: /Minecraft: Paper/ }).check();
  await app(page).getByRole('button', { name: 'Next' }).click();
  await expect(app(page).locator('.create-step-heading')).toHaveText('Step 2 of 4 Location');
});

test('in French on a phone, the games before the JavaScript fit the screen', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  await page.setViewportSize(PHONE);
  const releaseScripts = await holdScripts(page);
  await page.goto('/create', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un serveur' })).toBeVisible();
  await expect(fragment(page).locator('.create-step-heading')).toHaveText('Étape 1 sur 4 Nom et jeu');
  await expectNoSidewaysScroll(page, 'the games before JavaScript');
  await releaseScripts();
  await expect(app(page).getByRole('radiogroup', { name: 'Jeu' })).toBeVisible();
});
