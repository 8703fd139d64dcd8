import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE, THEMES, useTheme } from '../support/accessibility';
import { holdRequests, holdScripts } from '../support/hold-requests';
import { fakePaypal } from '../support/payment-fakes';
import { APP_PORTS } from '../support/servers';

const id = SEED_INVOICES.unpaid;

const fragment = (page: Page) => page.locator('[data-boot-fragment]');
const app = (page: Page) => page.locator('#root [data-boundary="billing"]');
const methods = (page: Page) => page.getByRole('region', { name: 'Choose a payment method' });
/** Whether the page has asked for the shell's own entry script, i.e. started the app. */
const appStarted = async (page: Page) => (await page.locator('script[src*="/static/js/index."]').count()) > 0;

for (const [screenSize, viewport] of [
  ['a wide screen', { width: 1280, height: 720 }],
  ['a phone', { width: 412, height: 823 }],
] as const) {
  test.describe(`on ${screenSize}`, () => {
    test.use({ viewport });

    test('the heading paints before JavaScript, then the whole invoice, and the app takes over in place when the person acts', async ({ page }) => {
      await signIn(page, USERS.customer.email);
      const releaseInvoice = await holdRequests(page, `**/api/invoices/${id}`);
      await page.goto(`/invoice/${id}`, { waitUntil: 'commit' });

      // Served in the HTML by the shell's server from the billing remote's fragment.
      const heading = page.getByRole('heading', { level: 1, name: `Invoice ${id}` });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading the invoice…');
      const before = await heading.boundingBox();

      // The page's early call answers: the fragment draws the invoice, still without any app script.
      await releaseInvoice();
      await expect(fragment(page).locator('.invoice-amount')).toHaveText('€4.99 /month');
      await expect(fragment(page).getByText('Minecraft Starter (4 GB)', { exact: true })).toBeVisible();
      await expect(fragment(page).getByText('Unpaid', { exact: true })).toBeVisible();
      await expect(fragment(page).locator('.invoice-notices')).toContainText('Please pay this invoice as soon as possible.');
      await expect(methods(page).getByRole('button')).toHaveText([/^Account balance/, /^Stripe/, /^PayPal/, /^CoinGate/, /^LitePay/, /^CashFree/]);
      await expect(fragment(page).getByRole('link', { name: 'Download as pdf' })).toBeVisible();
      await expect(page.getByText('Loading the invoice…')).toHaveCount(0);
      await expect(page).toHaveTitle(`Invoice ${id} · Nebula Hosting`);
      const parts = ['.invoice-amount .ui-money', '.invoice-notices', '.payment-methods'];
      const placed = await Promise.all(parts.map((part) => fragment(page).locator(part).boundingBox()));
      // Nobody has acted: the page runs none of the app.
      expect(await appStarted(page)).toBe(false);

      await page.mouse.move(30, 30);
      const screen = app(page);
      await expect(screen.getByText('Unpaid', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(fragment(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Same place and the same text: taking over moves nothing.
      expect(await screen.getByRole('heading', { level: 1, name: `Invoice ${id}` }).boundingBox()).toEqual(before);
      expect(await Promise.all(parts.map((part) => screen.locator(part).boundingBox()))).toEqual(placed);
      await expect(screen.locator('.invoice-amount')).toHaveText('€4.99 /month');
    });
  });
}

for (const theme of THEMES) {
  test(`the invoice before its app starts, in French (${theme}): no axe violation, no sideways scroll on a phone`, async ({ page }) => {
    test.slow(); // axe reads the whole page
    await signIn(page, USERS.customer.email);
    await useTheme(page, theme);
    await page.addInitScript(() => window.localStorage.setItem('language', 'fr'));
    await page.goto(`/invoice/${id}`);

    await expect(page.getByRole('heading', { level: 1, name: `Facture ${id}` })).toBeVisible();
    // Intl writes French money with a narrow no-break space before the symbol.
    await expect(fragment(page).locator('.invoice-amount')).toHaveText('4,99\u202f€ /mois');
    await expect(fragment(page).getByText('1 décembre 2026')).toBeVisible();
    await expect(methods(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Choisissez un moyen de paiement' }).getByRole('button', { name: 'Solde du compte' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(page, `the served invoice (${theme})`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, `the served invoice (${theme})`);
    // Nothing above started the app: this was the page a customer sees first.
    expect(await appStarted(page)).toBe(false);
  });
}

test('a payment method chosen before the app has arrived is taken once it does', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const release = await holdScripts(page);
  await page.goto(`/invoice/${id}`);
  const coingate = methods(page).getByRole('button', { name: /^CoinGate/ });
  await expect(fragment(page)).toHaveCount(1);
  await coingate.click();
  await expect(coingate).toHaveAttribute('aria-busy', 'true');
  expect(await appStarted(page)).toBe(true);

  await release();
  await expect(page).toHaveURL(`/invoice/${id}/pay/coingate`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with CoinGate' })).toBeVisible();
});

test('PayPal opened and the focus left on it before the app has arrived stay so once it has', async ({ page }) => {
  await fakePaypal(page);
  await signIn(page, USERS.customer.email);
  const release = await holdScripts(page);
  await page.goto(`/invoice/${id}`);
  const paypal = methods(page).getByRole('button', { name: /^PayPal/ });
  await expect(fragment(page)).toHaveCount(1);
  await paypal.focus();
  await page.keyboard.press('Enter');
  await expect(paypal).toHaveAttribute('aria-expanded', 'true');

  await release();
  await expect(fragment(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(app(page).getByRole('button', { name: /^PayPal/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(app(page).getByRole('button', { name: /^PayPal/ })).toBeFocused();
});

test('an early call that fails leaves the loading notice, no error, and the app, started at once, shows the invoice', async ({ page, consoleErrors }) => {
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
  await page.goto(`/invoice/${id}`, { waitUntil: 'commit' });
  await earlyCallFailed;

  await expect(page.getByRole('status')).toHaveText('Loading the invoice…');
  await expect(fragment(page).locator('.ui-money')).toHaveCount(0);
  await expect.poll(() => appStarted(page)).toBe(true);

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

test('the first calls start from the HTML, nothing of the app loads before the person acts, and the app uses those answers', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/') calls.push(`${request.method()} ${pathname}`);
  });
  const appFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(APP_PORTS.billing) || /\.(js|css)$/.test(url.pathname)) appFiles.push(url.pathname);
  });
  await page.goto(`/invoice/${id}`);
  // The inline script has asked for all three...
  await expect
    .poll(() => [...calls].sort())
    .toEqual([`GET /api/invoices/${id}`, 'GET /api/shop/listing', `GET /api/user/${session.userId}/info`]);
  // ...the fragment shows the invoice, and not one file of the app has been asked for.
  await expect(methods(page).getByRole('button', { name: /^CoinGate/ })).toBeVisible();
  expect(appFiles).toEqual([]);

  await page.mouse.move(30, 30);
  await expect(app(page).getByText('Unpaid', { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(appFiles.some((file) => file.endsWith('/remoteEntry.js'))).toBe(true);
  // The early answers are used, not asked again; the sidebar's custom links are the frame's own
  // call, which may leave a moment after the invoice shows.
  await expect
    .poll(() => [...calls].sort())
    .toEqual([`GET /api/invoices/${id}`, 'GET /api/shop/listing', 'GET /api/sidebar/links', `GET /api/user/${session.userId}/info`]);
});
