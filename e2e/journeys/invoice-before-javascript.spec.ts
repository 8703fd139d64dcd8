import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectNoAxeViolations } from '../support/accessibility';
import { holdRequests, holdScripts } from '../support/hold-requests';
import { APP_PORTS } from '../support/servers';

const id = SEED_INVOICES.unpaid;

const fragment = (page: Page) => page.locator('[data-boot-fragment]');
const app = (page: Page) => page.locator('#root [data-boundary="billing"]');

for (const [screenSize, viewport] of [
  ['a wide screen', { width: 1280, height: 720 }],
  ['a phone', { width: 412, height: 823 }],
] as const) {
  test.describe(`on ${screenSize}`, () => {
    test.use({ viewport });

    test('the invoice heading paints before JavaScript, then its amount, and the app takes over in place', async ({ page }) => {
      await signIn(page, USERS.customer.email);
      const release = await holdScripts(page);
      const releaseInvoice = await holdRequests(page, `**/api/invoices/${id}`);
      await page.goto(`/invoice/${id}`, { waitUntil: 'commit' });

      // Served in the HTML by the shell's server from the billing remote's fragment.
      const heading = page.getByRole('heading', { level: 1, name: `Invoice ${id}` });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading the invoice…');
      const before = await heading.boundingBox();

      // The page's early call answers: the fragment shows the amount, still before any script file.
      await releaseInvoice();
      const amount = fragment(page).locator('.ui-money');
      await expect(amount).toHaveText('€4.99');
      await expect(fragment(page).getByText('Minecraft Starter (4 GB)', { exact: true })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      const amountBefore = await amount.boundingBox();

      await release();
      const screen = app(page);
      await expect(screen.getByText('Unpaid', { exact: true })).toBeVisible();
      await expect(fragment(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Same place and the same text: taking over moves nothing.
      expect(await screen.getByRole('heading', { level: 1, name: `Invoice ${id}` }).boundingBox()).toEqual(before);
      await expect(screen.locator('.invoice-amount .ui-money')).toHaveText('€4.99');
      expect(await screen.locator('.invoice-amount .ui-money').boundingBox()).toEqual(amountBefore);
    });
  });
}

test('the amount shows before the app’s JavaScript, in French the French way, with nothing to fix for axe', async ({ page }) => {
  test.slow(); // axe reads the whole page
  await signIn(page, USERS.customer.email);
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  const release = await holdScripts(page);
  await page.goto(`/invoice/${id}`, { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { level: 1, name: `Facture ${id}` })).toBeVisible();
  // Intl writes French money with a narrow no-break space before the symbol.
  await expect(fragment(page).locator('.ui-money')).toHaveText('4,99\u202f€');
  await expect(fragment(page).getByText('Montant', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the invoice before JavaScript');

  await release();
  await expect(app(page).getByText('Impayée', { exact: true })).toBeVisible();
  await expect(app(page).locator('.invoice-amount .ui-money')).toHaveText('4,99\u202f€');
  await expect(fragment(page)).toHaveCount(0);
});

test('an early call that fails leaves the loading notice, no error, and the app still shows the amount', async ({ page, consoleErrors }) => {
  // The browser itself reports the request that never reached the server; that is the failure under test.
  consoleErrors.allow(/Failed to load resource: net::ERR_FAILED/);
  await signIn(page, USERS.customer.email);
  let failed = false;
  await page.route(`**/api/invoices/${id}`, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('failed');
  });
  const release = await holdScripts(page);
  const earlyCallFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith(`/api/invoices/${id}`));
  const configAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/');
  await page.goto(`/invoice/${id}`, { waitUntil: 'commit' });
  await Promise.all([earlyCallFailed, configAnswered]);

  await expect(page.getByRole('status')).toHaveText('Loading the invoice…');
  await expect(fragment(page).locator('.ui-money')).toBeHidden();

  await release();
  await expect(app(page).locator('.invoice-amount .ui-money')).toHaveText('€4.99');
  await expect(fragment(page)).toHaveCount(0);
});

test('a signed-out visitor never sees the invoice frame: the app sends them to sign in', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(`/invoice/${id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading the panel…');
  await expect(page.getByRole('heading', { name: `Invoice ${id}` })).toHaveCount(0);

  await release();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the first calls start from the HTML, and the app uses those answers instead of asking again', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/') calls.push(`${request.method()} ${pathname}`);
  });
  const billingFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(APP_PORTS.billing)) billingFiles.push(url.pathname);
  });
  const release = await holdScripts(page);
  await page.goto(`/invoice/${id}`, { waitUntil: 'commit' });
  // Before any script file has arrived, the inline script has asked for all three...
  await expect
    .poll(() => [...calls].sort())
    .toEqual([`GET /api/invoices/${id}`, 'GET /api/shop/listing', `GET /api/user/${session.userId}/info`]);
  // ...and for the billing remote's entry, its first screen's code and CSS, and swr (which the shell does not bring).
  await expect.poll(() => billingFiles.some((file) => file.endsWith('/remoteEntry.js'))).toBe(true);
  await expect.poll(() => billingFiles.some((file) => /\/static\/css\/.*\.css$/.test(file))).toBe(true);
  await expect.poll(() => billingFiles.some((file) => /swr/.test(file))).toBe(true);

  await release();
  await expect(page.locator('[data-boundary="billing"]').getByText('Unpaid', { exact: true })).toBeVisible();
  expect([...calls].sort()).toEqual([`GET /api/invoices/${id}`, 'GET /api/shop/listing', `GET /api/user/${session.userId}/info`]);
});
