import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS } from '../fixtures';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for could not be found.')).toBeVisible();
}

async function expectScreen(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not found' })).toHaveCount(0);
}

test('a customer does not see the staff area', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await page.goto('/staff/');
  await expectNotFound(page);
  await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Staff overview' })).toHaveCount(0);
});

test('staff reach the staff pages but not the admin-only ones', async ({ page }) => {
  await signIn(page, USERS.staff.email);
  await page.goto('/staff/users');
  await expectScreen(page, 'Users');
  await page.goto('/staff/plans');
  await expectNotFound(page);
});

test('an admin reaches staff and admin-only pages', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/staff/users');
  await expectScreen(page, 'Users');
  await page.goto('/staff/plans');
  await expectScreen(page, 'Plans');
});
