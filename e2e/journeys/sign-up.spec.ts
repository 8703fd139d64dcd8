import { expect, test } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

test('a new visitor creates an account and is asked to verify the address', async ({ page, mock }) => {
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  await card.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/auth/login?signup');
  await expect(card.getByRole('heading', { name: 'Create account' })).toBeVisible();

  await card.getByLabel('Email').fill('new.player@panel.test');
  await card.getByLabel('Password', { exact: true }).fill('short');
  await card.getByLabel('Confirm password').fill('short');
  await card.getByRole('button', { name: 'Create account' }).click();
  await expect(card.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Use at least 8 characters');

  await card.getByLabel('Password', { exact: true }).fill('galaxy-2026');
  await card.getByLabel('Confirm password').fill('galaxy-2062');
  await card.getByRole('button', { name: 'Create account' }).click();
  await expect(card.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match');

  await card.getByLabel('Confirm password').fill('galaxy-2026');
  await card.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/auth/verify');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('new.player@panel.test')).toBeVisible();
  expect(await mock.mail('new.player@panel.test')).toEqual([expect.objectContaining({ kind: 'verification' })]);
});

test('signing up with an address that has an account says so', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  await page.goto('/auth/login?signup');
  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill('customer@panel.test');
  await card.getByLabel('Password', { exact: true }).fill('galaxy-2026');
  await card.getByLabel('Confirm password').fill('galaxy-2026');
  await card.getByRole('button', { name: 'Create account' }).click();
  await expect(card.getByRole('alert')).toHaveText('An account with this email already exists. Sign in instead.');
  await card.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(card.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
