import { expect, test } from '../fixtures';

test('cancelling on Discord returns to sign-in with a clear message', async ({ page }) => {
  await page.goto('/auth/oauth');
  await expect(page.getByRole('heading', { name: /wants to access your Discord account/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Discord sign-in was cancelled')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
