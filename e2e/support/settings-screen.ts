import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SCOPE_COOKIE } from '../../mocks/src/scope';
import { SHELL_ORIGIN } from '../fixtures';
import { openScreen } from './open-screen';

/** Opens `/settings` and waits until its lists (passkeys, sessions) are loaded. */
export async function openSettings(page: Page): Promise<void> {
  await openScreen(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where you are signed in' }).getByText('This device')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkeys' }).locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The section of the settings screen with this title. */
export const settingsSection = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * A second browser (its own storage and cookies) in the same mock scope as the test's own
 * context, with a User-Agent of its own so the sessions list tells the two apart.
 */
export async function secondDevice(browser: Browser, mockScope: string, userAgent: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: SHELL_ORIGIN, userAgent });
  await context.addCookies([{ name: SCOPE_COOKIE, value: mockScope, url: SHELL_ORIGIN }]);
  // As the test's own context: no request leaves the machine.
  await context.route(/^https?:\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/?#]|$))/, (route) => route.fulfill({ status: 204, body: '' }));
  return context;
}
