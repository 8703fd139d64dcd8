import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from '../support/accessibility';
import { holdRequests, holdScripts } from '../support/hold-requests';

const { username } = USERS.customer;
const userInfo = `**/api/user/${USERS.customer.id}/info`;
const fragment = (page: Page) => page.locator('[data-boot-fragment]');
const app = (page: Page) => page.locator('#root [data-boundary="customer"]');
const balanceIn = (part: ReturnType<typeof fragment>) => part.locator('.ui-stat-value .ui-money, [data-home-balance]');

for (const [screenSize, viewport] of [
  ['a wide screen', { width: 1280, height: 720 }],
  ['a phone', PHONE],
] as const) {
  test.describe(`on ${screenSize}`, () => {
    test.use({ viewport });

    test('the home’s balance shows before the app’s JavaScript, and the app takes over in place', async ({ page }) => {
      await signIn(page, USERS.customer.email);
      const release = await holdScripts(page);
      const releaseUser = await holdRequests(page, userInfo);
      await page.goto('/', { waitUntil: 'commit' });

      // Served in the HTML by the shell's server from the customer remote's fragment.
      await expect(page.getByRole('status')).toHaveText('Loading your account…');

      // The page's early user-info call answers: the welcome and the figures, before any script file.
      await releaseUser();
      const heading = page.getByRole('heading', { level: 1, name: `Welcome back, ${username}` });
      await expect(heading).toBeVisible();
      await expect(balanceIn(fragment(page))).toHaveText('€25.50');
      await expect(page.getByRole('status').filter({ hasText: 'Loading your account…' })).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'the home before JavaScript');
      const headingBefore = await heading.boundingBox();
      const balanceBefore = await balanceIn(fragment(page)).boundingBox();
      // Then the servers, from the calls the fragment started early: every card, with its actions.
      const cardIn = (part: ReturnType<typeof fragment>, name: string) => part.getByRole('article', { name });
      await expect(cardIn(fragment(page), 'Survival SMP')).toContainText('Frankfurt');
      await expect(cardIn(fragment(page), 'Starter world').getByRole('link', { name: 'View invoice' })).toBeVisible();
      await expect(cardIn(fragment(page), 'Queued in New York')).toContainText('Position 1 of 2 in the queue.');
      await expectNoSidewaysScroll(page, 'the home’s servers before JavaScript');
      const lastCardBefore = await cardIn(fragment(page), 'Queued in New York').boundingBox();

      await release();
      await expect(fragment(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Same place and the same text: taking over moves nothing.
      await expect(balanceIn(app(page))).toHaveText('€25.50');
      expect(await app(page).getByRole('heading', { level: 1, name: `Welcome back, ${username}` }).boundingBox()).toEqual(headingBefore);
      expect(await balanceIn(app(page)).boundingBox()).toEqual(balanceBefore);
      expect(await app(page).getByRole('article', { name: 'Queued in New York' }).boundingBox()).toEqual(lastCardBefore);
    });
  });
}

test('in French, the home before JavaScript reads in French and formats the balance the French way', async ({ page }) => {
  test.slow(); // axe reads the whole page
  await signIn(page, USERS.customer.email);
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { level: 1, name: `Bon retour, ${username}` })).toBeVisible();
  // Intl writes French money with a narrow no-break space before the symbol.
  await expect(balanceIn(fragment(page))).toHaveText('25,50\u202f€');
  await expect(fragment(page).getByText('Solde', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the home before JavaScript');

  await release();
  await expect(fragment(page)).toHaveCount(0);
  await expect(app(page).getByRole('heading', { level: 1, name: `Bon retour, ${username}` })).toBeVisible();
  await expect(balanceIn(app(page))).toHaveText('25,50\u202f€');
});

test('an early user-info call that fails leaves the loading notice, no error, and the app still shows the balance', async ({ page, consoleErrors }) => {
  // The browser itself reports the request that never reached the server; that is the failure under test.
  consoleErrors.allow(/Failed to load resource: net::ERR_FAILED/);
  await signIn(page, USERS.customer.email);
  let failed = false;
  await page.route(userInfo, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('failed');
  });
  const release = await holdScripts(page);
  const earlyCallFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith(`/api/user/${USERS.customer.id}/info`));
  const configAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/');
  await page.goto('/', { waitUntil: 'commit' });
  await Promise.all([earlyCallFailed, configAnswered]);

  await expect(page.getByRole('status')).toHaveText('Loading your account…');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  await release();
  await expect(balanceIn(app(page))).toHaveText('€25.50');
  await expect(fragment(page)).toHaveCount(0);
});

test('a signed-out visitor never sees the home frame: the app sends them to sign in', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading the panel…');
  await expect(fragment(page)).toHaveCount(0);

  await release();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
