import { expect, test, USERS, DEMO_PASSWORD } from '../fixtures';

test('a referral link is remembered until the first successful login check', async ({ page }) => {
  const referrer = () => page.evaluate(() => localStorage.getItem('referrer'));

  await page.goto('/join/friend42');
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await referrer()).toBe('friend42');

  await page.getByLabel('Email').fill(USERS.customer.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();

  // The login check is the startup's user fetch, which runs on the next page load.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  await expect.poll(referrer).toBeNull();
});
