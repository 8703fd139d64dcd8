import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { fakeAdScript, ADSENSE_SCRIPT } from '../support/ad-fakes';
import { openScreen } from '../support/open-screen';

test.beforeEach(async ({ page }) => {
  await signIn(page, USERS.customer.email);
});

test('with snow on, 50 flakes fall over the home, out of the way of clicks and screen readers', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { theme: { christmas: { snow: true } } } });
  await openScreen(page, '/');
  const snow = page.getByTestId('snow');
  await expect(snow.locator('.shell-snow-flake')).toHaveCount(50);
  await expect(snow).toBeVisible();
  await expect(snow).toHaveAttribute('aria-hidden', 'true');
  await expect(snow).toHaveCSS('pointer-events', 'none');
  await expect(snow.locator('.shell-snow-flake').first()).toHaveCSS('animation-name', 'shell-snow-fall');
  // The menu under the snow still answers a click.
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL('/settings');
});

test('with reduced motion there is no snow', async ({ page, mock }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await mock.patchConfig({ settings: { theme: { christmas: { snow: true } } } });
  await openScreen(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.shell-snow-flake:visible')).toHaveCount(0);
});

test('without snow, no snow code is fetched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openScreen(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('snow')).toHaveCount(0);
  expect(scripts.filter((url) => /Snow|AdSlot/.test(url))).toEqual([]);
});

for (const [season, patch] of [
  ['christmas', { christmas: { theme: true } }],
  ['halloween', { halloween: true }],
] as const) {
  test(`the ${season} theme is applied through the kit`, async ({ page, mock }) => {
    await mock.patchConfig({ settings: { theme: patch } });
    await openScreen(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-season', season);
    const primary = await page.evaluate(() => document.documentElement.style.getPropertyValue('--instance-primary-light'));
    expect(primary).not.toBe('');
  });
}

test('no season: no seasonal theme', async ({ page }) => {
  await openScreen(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-season');
});

test('the home with snow and an ad is accessible in both themes and on a phone', async ({ page, mock }) => {
  test.slow(); // axe reads the whole page twice, fifty flakes and the ad included
  // The ad loads under the page's own policy, built from this test's patched config.
  await fakeAdScript(page, ADSENSE_SCRIPT);
  await mock.patchConfig({ settings: { theme: { christmas: { snow: true } }, ads: { site: true, adservice: 'ADSENSE', b1: 'ca-pub-123' } } });
  await openScreen(page, '/');
  await expect(page.getByTestId('snow').locator('.shell-snow-flake')).toHaveCount(50);
  await expect(page.getByTestId('ad-slot')).toHaveAttribute('data-filled', 'true');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'home with snow and an ad');
});
