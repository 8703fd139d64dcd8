import { expect, type Page } from '@playwright/test';

/**
 * Opens the sign-in page (or `path`) and waits for the app's own screen, started the way a person
 * starts it: the page loads no app JavaScript until the first interaction (shell/boot/start-app.js),
 * and moving the pointer over it is one. Journeys about the server-included form itself, before
 * the app, open the page with `page.goto`.
 */
export async function openSignInScreen(page: Page, path = '/auth/login'): Promise<void> {
  await page.goto(path);
  await page.mouse.move(20, 20);
  await expect(page.locator('[data-boot-fragment]')).toHaveCount(0, { timeout: 20_000 });
}
