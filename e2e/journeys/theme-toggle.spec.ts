import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('the colour scheme chosen in the sidebar is applied at once and remembered across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, USERS.customer.email);
  await page.goto('/');
  const scheme = page.getByRole('combobox', { name: 'Colour scheme' });
  await expect(scheme).toHaveValue('system');
  const light = await pageBackground(page);

  await scheme.selectOption({ label: 'Dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await pageBackground(page);
  expect(dark).not.toBe(light);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(scheme).toHaveValue('dark');
  expect(await pageBackground(page)).toBe(dark);

  await scheme.selectOption({ label: 'Light' });
  await page.reload();
  await expect(scheme).toHaveValue('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await pageBackground(page)).toBe(light);
});
