import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { ADSENSE_SCRIPT, ADSTERRA_BANNER, ADSTERRA_SCRIPT, blockAdScript, fakeAdScript } from '../support/ad-fakes';
import { openScreen } from '../support/open-screen';

// The ads load under the page's real Content-Security-Policy: the shell's server builds it from
// the config of this test's own mock scope, the one patched here (scripts/lib/security-headers.mjs),
// and a script it refused would be a console error, which fails the test.

const ADSENSE = { site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' } as const;
const ADSTERRA = { site: true, adservice: 'ADSTERRA', adsterraBanner: ADSTERRA_BANNER } as const;

for (const [service, ads, script] of [
  ['ADSENSE', ADSENSE, ADSENSE_SCRIPT],
  ['ADSTERRA', ADSTERRA, ADSTERRA_SCRIPT],
] as const) {
  test(`${service}: the home keeps a box for the ad, and nothing moves when the ad fills it`, async ({ page, mock }) => {
    await signIn(page, USERS.customer.email);
    const ad = await fakeAdScript(page, script, { hold: true });
    await mock.patchConfig({ settings: { ads } });
    await openScreen(page, '/');
    const slot = page.getByRole('complementary', { name: 'Advertisement' });
    await expect(slot).toBeVisible();
    await expect.poll(() => ad.requests()).toBe(1);
    const heading = page.getByRole('heading', { level: 1 });
    const headingBefore = await heading.boundingBox();
    const slotBefore = await slot.boundingBox();
    expect(slotBefore?.height).toBe(90);

    ad.release();
    await expect(slot).toHaveAttribute('data-filled', 'true');
    expect(await heading.boundingBox()).toEqual(headingBefore);
    expect(await slot.boundingBox()).toEqual(slotBefore);
  });
}

/** Counts the ad script's requests, answering each with an empty script. */
async function countAdRequests(page: Page): Promise<() => number> {
  let count = 0;
  await page.route(ADSENSE_SCRIPT, (route) => {
    count += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return () => count;
}

test('no ad while signing in', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { ads: ADSENSE } });
  const adRequests = await countAdRequests(page);
  await openScreen(page, '/auth/login');
  await expect(page.getByLabel('Email').first()).toBeVisible();
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  expect(adRequests()).toBe(0);
});

test('no ad on an invoice or its payment pages, and none anywhere with ads off', async ({ page, mock }) => {
  await signIn(page, USERS.customer.email);
  await mock.patchConfig({ settings: { ads: ADSENSE } });
  const adRequests = await countAdRequests(page);
  const unpaid = SEED_INVOICES.unpaid;
  for (const [path, shown] of [
    [`/invoice/${unpaid}`, page.getByRole('heading', { level: 1, name: `Invoice ${unpaid}` })],
    [`/invoice/${unpaid}/pay/balance`, page.getByRole('heading', { level: 1, name: 'Pay with Account balance' })],
    // The success page of an invoice not yet paid waits for the provider.
    [`/invoice/${unpaid}/payment/success`, page.getByText('Waiting for the payment provider to confirm…')],
  ] as const) {
    await openScreen(page, path);
    await expect(shown).toBeVisible();
    await expect(page.getByTestId('ad-slot')).toHaveCount(0);
    expect(adRequests(), path).toBe(0);
  }

  await mock.patchConfig({ settings: { ads: { site: false } } });
  await openScreen(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  expect(adRequests()).toBe(0);
});

test('no ad on a staff screen, though the same admin sees one on the home', async ({ page, mock }) => {
  await signIn(page, USERS.admin.email);
  await mock.patchConfig({ settings: { ads: ADSENSE } });
  const adRequests = await countAdRequests(page);
  await openScreen(page, '/staff/users');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  expect(adRequests()).toBe(0);

  await openScreen(page, '/');
  await expect(page.getByTestId('ad-slot')).toBeVisible();
  await expect.poll(adRequests).toBe(1);
});

test('with an ad blocker, the panel politely asks to allow ads, and remembers a dismissal', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
  await signIn(page, USERS.customer.email);
  await blockAdScript(page, ADSENSE_SCRIPT);
  await mock.patchConfig({ settings: { ads: { ...ADSENSE, aadbl: true } } });
  await openScreen(page, '/');
  const ask = page.getByRole('status').filter({ hasText: 'Ads keep this panel running' });
  await expect(ask).toBeVisible();
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  await ask.getByRole('button', { name: 'Dismiss' }).click();
  await expect(ask).toHaveCount(0);

  await openScreen(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Ads keep this panel running')).toHaveCount(0);
});

test('with an ad blocker but the ask turned off, the box just goes', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
  await signIn(page, USERS.customer.email);
  await blockAdScript(page, ADSENSE_SCRIPT);
  await mock.patchConfig({ settings: { ads: { ...ADSENSE, aadbl: false } } });
  await openScreen(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  await expect(page.getByText('Ads keep this panel running')).toHaveCount(0);
});
