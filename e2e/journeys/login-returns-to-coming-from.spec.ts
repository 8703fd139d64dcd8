import { expect, test, USERS, DEMO_PASSWORD } from '../fixtures';

test('signing in returns to the page the visitor came from', async ({ page }) => {
  await page.goto('/invoice/inv-unpaid?x=1');

  await expect(page).toHaveURL('/auth/login');
  await page.getByLabel('Email').fill(USERS.customer.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/invoice/inv-unpaid?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice inv-unpaid' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
});
