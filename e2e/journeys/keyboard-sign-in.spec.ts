import type { Locator } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';

/** The focused element shows where it is: an outline or a ring (box-shadow) of its own. */
async function expectFocusRing(element: Locator) {
  await expect(element).toBeFocused();
  const { outlineStyle, outlineWidth, boxShadow } = await element.evaluate((node) => getComputedStyle(node));
  const outlined = outlineStyle !== 'none' && outlineWidth !== '0px';
  expect(outlined || boxShadow !== 'none', `focus ring on ${await element.evaluate((node) => node.outerHTML.slice(0, 80))}`).toBe(true);
}

test('signing in with the keyboard alone, with a visible focus ring at every stop', async ({ page }) => {
  await page.goto('/auth/login');
  // The first key a keyboard user presses starts the app (shell/boot/start-app.js); the served
  // form it lands on hands its focus to the app's.
  await page.keyboard.press('Tab');
  const card = page.locator('[data-boundary="auth"]');
  const email = card.getByLabel('Email');
  await expect(email).toBeVisible();

  // From the top of the page, Tab reaches the email field within a few stops (a skip link may come first).
  for (let stop = 0; stop < 4 && !(await email.evaluate((node) => node === document.activeElement)); stop += 1) {
    await page.keyboard.press('Tab');
  }
  await expectFocusRing(email);
  await page.keyboard.type(USERS.customer.email);
  await page.keyboard.press('Tab');
  await expectFocusRing(card.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await expectFocusRing(card.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
});
