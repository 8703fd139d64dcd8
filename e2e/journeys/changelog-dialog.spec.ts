import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';
import { pauseClock, runUntilTheAppStarts } from '../support/clock';

/** Spec section 9: the update dialog shows 2 s after load. */
const DELAY_MS = 2_000;

/**
 * Opens the dashboard on a paused clock and resolves once the signed-in layout has rendered:
 * the sidebar and the changelog dialog's timer mount in the same render. Attached, not
 * visible: the home's server-included fragment stays in front until the home screen mounts,
 * and with the clock paused that waits for React's own timers.
 */
async function load(page: Page): Promise<void> {
  await page.goto('/');
  await runUntilTheAppStarts(page);
  await expect(page.getByRole('navigation', { name: 'Sidebar', includeHidden: true })).toBeAttached();
}

test.beforeEach(async ({ page }) => {
  await pauseClock(page);
});

test('staff see the changelog dialog 2 s after load until they dismiss it', async ({ page, mock }) => {
  const { currentVersion } = await mock.config();
  await signIn(page, USERS.staff.email, { changelogSeen: false });
  const dialog = page.getByRole('dialog').filter({ hasText: `updated to version ${currentVersion}` });

  await load(page);
  await page.clock.runFor(DELAY_MS - 1);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Read the changelog' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('staffChangelogDialog'))).toBe(currentVersion);

  await load(page);
  await page.clock.runFor(DELAY_MS * 5);
  await expect(dialog).toHaveCount(0);
});

test('customers never see the changelog dialog', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await load(page);
  await page.clock.runFor(DELAY_MS * 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
