import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Chooses the colour scheme before the page's scripts run, the way the kit's toggle remembers
 * it (localStorage `colorScheme`, shared/ui/src/theme/color-scheme.ts).
 */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('colorScheme', chosen), theme);
}

/** axe (WCAG 2.x A and AA rules) finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
