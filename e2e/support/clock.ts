import type { Page } from '@playwright/test';

/**
 * Installs Playwright's clock, paused, before the page loads: the page's timers then fire only
 * when the test moves time on (`page.clock.runFor`), so a duration under test is checked
 * exactly and a slow machine cannot make it look shorter or longer.
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  // Ahead of the real time that passes until this call lands; nothing runs in the tab yet.
  await page.clock.pauseAt(start + 60_000);
}
