import { expect, signIn, test, USERS } from '../fixtures';

test('the first Tab shows "Skip to content", and Enter moves the focus past the sidebar to the content', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();

  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/no/such/page');
  // The next stop is the content's first control, not one of the sidebar's links.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the dashboard' })).toBeFocused();
});
