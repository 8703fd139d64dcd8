import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';

/** Spec section 9: the update dialog shows 2 s after load. */
const DELAY_MS = 2_000;

/**
 * Opens the dashboard and resolves when the signed-in layout has rendered: the sidebar and
 * the changelog dialog's timer mount in the same render, so this is the timer's start
 * (give or take one poll of the locator).
 */
async function load(page: Page): Promise<number> {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  return Date.now();
}

/** Waits until `ms` after `since`. A fixed wait: the delay is the behaviour under test. */
async function waitUntil(page: Page, since: number, ms: number) {
  const left = since + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

test('staff see the changelog dialog 2 s after load until they dismiss it', async ({ page, mock }) => {
  const { currentVersion } = await mock.config();
  await signIn(page, USERS.staff.email);
  const dialog = page.getByRole('dialog').filter({ hasText: `updated to version ${currentVersion}` });

  const loaded = await load(page);
  await expect(dialog).toHaveCount(0);
  await waitUntil(page, loaded, DELAY_MS / 2);
  await expect(dialog).toHaveCount(0);
  await expect(dialog).toBeVisible({ timeout: loaded + DELAY_MS + 1_000 - Date.now() });
  await expect(dialog.getByRole('button', { name: 'Read the changelog' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('staffChangelogDialog'))).toBe(currentVersion);

  const reloaded = await load(page);
  await waitUntil(page, reloaded, DELAY_MS + 1_000);
  await expect(dialog).toHaveCount(0);
});

test('customers never see the changelog dialog', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const loaded = await load(page);
  await waitUntil(page, loaded, DELAY_MS + 1_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
