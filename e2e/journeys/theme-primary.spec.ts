import type { Locator } from '@playwright/test';
import { AA_NORMAL_TEXT, contrastRatio } from '../../shared/ui/src/theme/contrast';
import { expect, signIn, test, USERS } from '../fixtures';
import { useTheme } from '../support/accessibility';
import { holdScripts } from '../support/hold-requests';

const rgbOf = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number) as unknown as readonly [number, number, number];
const colours = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });

test.beforeEach(async ({ page }) => {
  await useTheme(page, 'light');
  await signIn(page, USERS.customer.email);
});

test('the instance primary colour paints the primary buttons, with readable text on them', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { theme: { primary: '#1e3a8a' } } });
  await page.goto('/no/such/page');
  const primary = page.getByRole('main').getByRole('link', { name: 'Go to the dashboard' });
  await expect(primary).toBeVisible();
  expect(await colours(primary)).toEqual({ background: 'rgb(30, 58, 138)', text: 'rgb(255, 255, 255)' });
});

test('the next page load paints in the instance colour before any JavaScript has run', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { theme: { primary: '#1e3a8a' } } });
  await page.goto('/no/such/page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('token'));
  await holdScripts(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  // The server-included sign-in form, before any script file has arrived.
  const signIn = page.locator('[data-boot-fragment]').getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  expect(await colours(signIn)).toEqual({ background: 'rgb(30, 58, 138)', text: 'rgb(255, 255, 255)' });
});

test('a primary too light to read on the page is kept in its hue but shaded until it reaches AA', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { theme: { primary: '#ffff00' } } });
  await page.goto('/no/such/page');
  const primary = page.getByRole('main').getByRole('link', { name: 'Go to the dashboard' });
  await expect(primary).toBeVisible();
  const { background, text } = await colours(primary);
  const [red, green, blue] = rgbOf(background);
  // Still a yellow: as much red as green, no blue, but darker.
  expect(red).toBe(green);
  expect(blue).toBe(0);
  expect(red).toBeLessThan(255);
  expect(contrastRatio(rgbOf(background), rgbOf(text))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  const pageBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(contrastRatio(rgbOf(background), rgbOf(pageBackground))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
});

test('the instance background colour is the page of the scheme whose text reads on it; the other scheme keeps its own', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { theme: { bg: '#fdf6e3' } } });
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.goto('/no/such/page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  expect(await pageBackground()).toBe('rgb(253, 246, 227)');

  // Chosen after the light one of beforeEach, so it wins on the next load.
  await useTheme(page, 'dark');
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  const dark = rgbOf(await pageBackground());
  const text = rgbOf(await page.getByRole('main').getByRole('heading').first().evaluate((element) => getComputedStyle(element).color));
  expect(dark).not.toEqual([253, 246, 227]);
  expect(contrastRatio(text, dark)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
});
