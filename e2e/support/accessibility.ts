import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Chooses the colour scheme before the page's scripts run, the way the kit's toggle remembers
 * it (localStorage `colorScheme`, shared/ui/src/theme/color-scheme.ts).
 */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('colorScheme', chosen), theme);
}

/**
 * Switches the colour scheme of the page as it is, without reloading the state under test: what
 * the kit's picker does (shared/ui/src/preferences/browser-preference.ts: the stored choice,
 * then the change event every copy of the kit on the page listens to). It works while a modal
 * dialog keeps the picker out of reach, and fails when the page did not follow.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((chosen) => {
    window.localStorage.setItem('colorScheme', chosen);
    document.dispatchEvent(new CustomEvent('panel-preference-change', { detail: 'colorScheme' }));
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The kit's buttons ease their background into the new theme's, and a toast fades in: axe must
  // read the colours the page settles on, not one frame of a change (loaded runs caught a button
  // half way, and a toast half faded in). Transitions exist once a frame has styled the change:
  // two frames first, or none are seen yet. Endless animations (a spinner) never settle and change no colour.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The rules whose answer depends on the colours; every other rule reads the same markup in either theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe (WCAG 2.x A and AA rules) finds nothing on the page as it is now. `coloursOnly`: only the
 * rules the colour scheme can change, for a screen already checked whole in the other theme.
 */
export async function expectNoAxeViolations(page: Page, what: string, { coloursOnly = false } = {}): Promise<void> {
  // Legacy mode runs axe in the page itself (same-origin frames included) instead of finishing
  // each run in a new blank page: half the time per check, and the screens have no cross-origin
  // frame of their own (the providers are faked at the network layer without one).
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true);
  const results = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe violations on ${what}`).toEqual([]);
}

/** Nothing on the page is wider than the window: no sideways scroll (checked at 375 px). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways at ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
}

export const PHONE = { width: 375, height: 740 } as const;

/**
 * The screen as it is now, on one page load: axe finds nothing in the light theme, nor its colour
 * rules in the dark theme (switched in place), then at phone width (the window resized) nothing scrolls sideways.
 * Each check is a step named after the screen, so the report says which screen and theme failed.
 * `axe: false` for a screen axe cannot look at (one that closes itself while axe reads it).
 */
export async function expectAccessibleInBothThemesAndOnAPhone(page: Page, screen: string, { axe = true } = {}): Promise<void> {
  if (axe) {
    for (const [index, theme] of THEMES.entries()) {
      await test.step(`${screen}: axe in the ${theme} theme`, async () => {
        await switchTheme(page, theme);
        await expectNoAxeViolations(page, `${screen} (${theme})`, { coloursOnly: index > 0 });
      });
    }
  }
  await test.step(`${screen}: no sideways scroll at ${PHONE.width} px`, async () => {
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, screen);
  });
}
