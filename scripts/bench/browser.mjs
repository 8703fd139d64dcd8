// Playwright on Debian's Chromium: one browser, a fresh context (so a cold HTTP cache and
// no stored data) per page load, the route's session written to localStorage before any
// script of the page runs.
/* global location -- the init script below runs in the page */
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROME_FLAGS, MOBILE_VIEWPORT, SHELL_ORIGIN } from './config.mjs';

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright adds its own headless switch.
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
}

/** A page in a new context, with a CDP session on it; `storage` goes into localStorage first. */
export async function freshPage(browser, storage) {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    ({ origin, entries }) => {
      if (location.origin !== origin) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { origin: SHELL_ORIGIN, entries: storage },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Playwright's check that the route's usable element is there (see ROUTES[].usable). */
export function usableLocator(page, usable) {
  return page
    .locator(usable.selector)
    .filter({ hasText: new RegExp(usable.text), visible: true })
    .and(usable.enabled ? page.locator(':enabled') : page.locator('*'))
    .first();
}

/**
 * What a person does first on a route whose page waits for them (ROUTES[].tapOnce): once the
 * element is there, tap it, as someone who starts typing into the sign-in form. A route without
 * it is only looked at.
 */
export async function actLikeAPerson(page, route, timeout) {
  if (!route.tapOnce) return;
  await page.locator(route.tapOnce).first().click({ timeout });
}
