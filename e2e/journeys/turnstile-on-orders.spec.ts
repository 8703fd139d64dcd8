import type { Page, Request } from '@playwright/test';
import { SEED_NOW } from '../../mocks/src/seed/reference-time';
import { SEED_SERVERS } from '../../mocks/src/seed/servers';
import { expect, signIn, test, USERS } from '../fixtures';
import { configureServer, inPlansMode } from '../support/ordering';
import { openScreen } from '../support/open-screen';
import { FAKE_TURNSTILE_TOKEN, serveFakeTurnstile, TURNSTILE_SITEKEY } from '../support/turnstile-fake';

test.use({ timezoneId: 'UTC' });

/** Bodies of the POSTs the page sends to `path`. */
function postsTo(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test.beforeEach(async ({ page, mock }) => {
  await mock.setClock(SEED_NOW);
  await page.clock.install({ time: SEED_NOW });
  await serveFakeTurnstile(page);
  // Signed in first: with a sitekey, the sign-in itself asks for the check.
  await signIn(page, USERS.customer.email);
  await mock.patchConfig({ settings: { login: { turnstile_sitekey: TURNSTILE_SITEKEY } } });
});

test('with Turnstile on, renewing waits for the check, then sends its answer', async ({ page }) => {
  const renewals = postsTo(page, `/api/server/${SEED_SERVERS.survival}/renew`);
  await openScreen(page, '/');
  await page.getByRole('region', { name: 'Servers' }).getByRole('article', { name: 'Survival SMP' }).getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew Survival SMP?' });
  await dialog.getByRole('button', { name: 'Renew for 50 coins' }).click();
  await expect(dialog.getByText('Complete the verification challenge above to continue.')).toBeVisible();
  expect(renewals).toEqual([]);

  await dialog.getByRole('button', { name: 'Verify you are human' }).click();
  await dialog.getByRole('button', { name: 'Renew for 50 coins' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Survival SMP is renewed until/)).toBeVisible();
  expect(renewals).toEqual([{ turnstile: FAKE_TURNSTILE_TOKEN }]);
});

test('with Turnstile on, creating a server sends the answer of the check on the confirm step', async ({ page }) => {
  const creates = postsTo(page, '/api/server/create');
  await openScreen(page, '/create');
  await page.getByRole('textbox', { name: 'Server name' }).fill('Checked world');
  await page.getByRole('radio', { name: /Minecraft: Paper/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Helsinki/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create server' }).click();
  await expect(page.getByText('Complete the verification challenge above to continue.')).toBeVisible();
  expect(creates).toEqual([]);

  await page.getByRole('button', { name: 'Verify you are human' }).click();
  await page.getByRole('button', { name: 'Create server' }).click();
  await expect(page).toHaveURL('/');
  expect(creates).toEqual([expect.objectContaining({ name: 'Checked world', turnstile: FAKE_TURNSTILE_TOKEN })]);
});

test('with Turnstile on, ordering a plan sends the answer of the check', async ({ page, mock }) => {
  await inPlansMode(mock);
  const creates = postsTo(page, '/api/server/create');
  await openScreen(page, '/order/plan-mc-pro/configure');
  await configureServer(page, { name: 'Checked order', location: 'Helsinki' });
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page.getByText('Complete the verification challenge above to continue.')).toBeVisible();
  expect(creates).toEqual([]);

  await page.getByRole('button', { name: 'Verify you are human' }).click();
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/invoice\//);
  expect(creates).toEqual([expect.objectContaining({ name: 'Checked order', turnstile: FAKE_TURNSTILE_TOKEN })]);
});
