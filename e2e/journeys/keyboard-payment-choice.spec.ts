import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { holdScripts } from '../support/hold-requests';
import { fakePaypal } from '../support/payment-fakes';

const id = SEED_INVOICES.unpaid;

/** Presses Tab until the focused element's text matches `text` (at most `limit` times). */
async function tabTo(page: Page, text: RegExp, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (text.test(focused)) return;
  }
  throw new Error(`Tab never reached ${text}`);
}

/** The kit's focus ring is a box shadow; the browser's own outline would be the fallback look. */
const focusRing = (page: Page) => page.evaluate(() => getComputedStyle(document.activeElement as Element).boxShadow);

test('a payment method is chosen and its page reached with the keyboard alone, the focus always visible', async ({ page }) => {
  await fakePaypal(page);
  await signIn(page, USERS.customer.email);
  await page.goto(`/invoice/${id}`);
  const methods = page.getByRole('region', { name: 'Choose a payment method' });
  await expect(methods.getByRole('button', { name: 'CoinGate' })).toBeVisible();

  // PayPal opens in place with Enter and closes again with Space.
  await tabTo(page, /^PayPal/);
  const paypal = methods.getByRole('button', { name: /^PayPal/ });
  await expect(paypal).toBeFocused();
  expect(await focusRing(page)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(paypal).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(paypal).toHaveAttribute('aria-expanded', 'false');

  await tabTo(page, /^CoinGate/);
  await expect(methods.getByRole('button', { name: 'CoinGate' })).toBeFocused();
  expect(await focusRing(page)).not.toBe('none');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/invoice/${id}/pay/coingate`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with CoinGate' })).toBeVisible();
  await tabTo(page, /^Continue to CoinGate$/);
  await expect(page.getByRole('button', { name: 'Continue to CoinGate' })).toBeFocused();
  expect(await focusRing(page)).not.toBe('none');
});

test('a Space pressed on PayPal while the app takes over still closes it: the key up meets the app’s button, the press is not lost', async ({ page }) => {
  await fakePaypal(page);
  await signIn(page, USERS.customer.email);
  const release = await holdScripts(page);
  await page.goto(`/invoice/${id}`);
  const fragmentMethods = page.locator('[data-boot-fragment]').getByRole('region', { name: 'Choose a payment method' });
  await tabTo(page, /^PayPal/);
  await page.keyboard.press('Enter');
  await expect(fragmentMethods.getByRole('button', { name: /^PayPal/ })).toHaveAttribute('aria-expanded', 'true');

  // Space goes down in the fragment; the app takes over before it comes up.
  await page.keyboard.down(' ');
  await release();
  await expect(page.locator('[data-boot-fragment]')).toHaveCount(0);
  await page.keyboard.up(' ');

  const paypal = page.getByRole('region', { name: 'Choose a payment method' }).getByRole('button', { name: /^PayPal/ });
  await expect(paypal).toBeFocused();
  await expect(paypal).toHaveAttribute('aria-expanded', 'false');
});
