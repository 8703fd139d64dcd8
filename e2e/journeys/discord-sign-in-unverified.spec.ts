import { expect, test, USERS } from '../fixtures';

test('an unverified account that signs in with Discord verifies its email first, keeping where it was going', async ({ page }) => {
  await page.goto('/referrals?from=mail');
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/auth/oauth');

  await expect(page).toHaveURL(/\/api\/__discord\/oauth2\/authorize\?/);
  await page.getByLabel('Discord email').fill(USERS.unverified.email);
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page).toHaveURL('/auth/verify');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(USERS.unverified.email)).toBeVisible();
  const stored = await page.evaluate(() => ({ userId: localStorage.getItem('userId'), comingFrom: localStorage.getItem('comingFrom') }));
  expect(stored).toEqual({ userId: USERS.unverified.id, comingFrom: '/referrals?from=mail' });
});
