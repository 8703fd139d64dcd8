import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits for the app's own screen, started the way a person starts it: a page
 * whose server-included fragment works without the app (the sign-in form, the invoice) loads no
 * app JavaScript until the first interaction (shell/boot/start-app.js), and moving the pointer
 * over it is one. Journeys about a fragment itself, before the app, open the page with `page.goto`.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.mouse.move(20, 20);
  await expect(page.locator('[data-boot-fragment]')).toHaveCount(0, { timeout: 20_000 });
}
