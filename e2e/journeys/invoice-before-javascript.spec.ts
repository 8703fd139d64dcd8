import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { holdScripts } from '../support/hold-requests';
import { APP_PORTS } from '../support/servers';

const id = SEED_INVOICES.unpaid;

for (const [screenSize, viewport] of [
  ['a wide screen', { width: 1280, height: 720 }],
  ['a phone', { width: 412, height: 823 }],
] as const) {
  test.describe(`on ${screenSize}`, () => {
    test.use({ viewport });

    test('the invoice heading paints before JavaScript, and the app takes over in place', async ({ page }) => {
      await signIn(page, USERS.customer.email);
      const release = await holdScripts(page);
      await page.goto(`/invoice/${id}`, { waitUntil: 'commit' });

      // Served in the HTML by the shell's server from the billing remote's fragment.
      const heading = page.getByRole('heading', { level: 1, name: `Invoice ${id}` });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading the invoice…');
      const before = await heading.boundingBox();

      await release();
      const screen = page.locator('[data-boundary="billing"]');
      await expect(screen.getByText('Unpaid', { exact: true })).toBeVisible();
      await expect(page.locator('[data-boot-fragment]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Same place: taking over moves nothing.
      expect(await screen.getByRole('heading', { level: 1, name: `Invoice ${id}` }).boundingBox()).toEqual(before);
    });
  });
}

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
