import { expect, type Locator, type Page } from '@playwright/test';

/** How far ahead of the page's clock a pause lands: more than the call takes to reach the tab. */
const PAUSE_AHEAD_MS = 1_000;

/**
 * Installs Playwright's clock on the page. Time flows as usual (so the app starts as it
 * always does) until `pause()`; from then on the page's timers fire only when the test moves
 * time on with `page.clock.runFor`, so a duration under test is checked exactly and a slow
 * machine cannot make it look shorter or longer.
 */
export async function installClock(page: Page): Promise<{ pause(): Promise<void> }> {
  await page.clock.install({ time: Date.now() });
  return {
    // A moment ahead of the page's own clock, read just before: the test process's clock is not
    // the page's (a loaded CI run saw the page ahead of it, and "Cannot fast-forward to the past").
    // Should the call still arrive late, it is made again from a fresh reading.
    pause: async () => {
      for (let attempt = 1; ; attempt += 1) {
        const pageNow = await page.evaluate(() => Date.now());
        try {
          await page.clock.pauseAt(pageNow + PAUSE_AHEAD_MS);
          return;
        } catch (error) {
          if (attempt === 3 || !String(error).includes('to the past')) throw error;
        }
      }
    },
  };
}

/** The clock paused before the page loads: a timer the app starts while loading has not run for a moment yet. */
export async function pauseClock(page: Page): Promise<void> {
  await (await installClock(page)).pause();
}

/**
 * On a paused clock, moves time on a frame at a time until the page has asked for the app's
 * scripts: a signed-in page runs them once its fragment's data is on screen and that frame is
 * painted (shell/boot/start-app.js), and a paused clock paints no frame callbacks by itself.
 */
export async function runUntilTheAppStarts(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return page.locator('script[src*="/static/js/index."]').count();
    })
    .toBeGreaterThan(0);
}

/**
 * On a paused clock, moves time on a frame at a time until `locator` is visible: the app's start
 * waits for frame callbacks and timers of its own, which a paused clock runs only when told.
 */
export async function runUntilVisible(page: Page, locator: Locator): Promise<void> {
  // Each step is a round trip to the tab: on a loaded machine 8 s of steps can be less page
  // time than the app's start needs (a CI run stopped at the invoice's loading notice).
  await expect
    .poll(
      async () => {
        await page.clock.runFor(16);
        return locator.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
