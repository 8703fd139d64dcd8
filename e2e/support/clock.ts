import type { Page } from '@playwright/test';

/** How far ahead of the test's own clock a pause lands: more than the call takes to reach the tab. */
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
    // The page's clock runs with the test's: pausing a moment ahead can never be in the past for it.
    pause: () => page.clock.pauseAt(Date.now() + PAUSE_AHEAD_MS),
  };
}

/** The clock paused before the page loads: a timer the app starts while loading has not run for a moment yet. */
export async function pauseClock(page: Page): Promise<void> {
  await (await installClock(page)).pause();
}
