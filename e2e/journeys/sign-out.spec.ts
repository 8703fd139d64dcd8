import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';

test('Sign out in the sidebar ends the session on the server and in the browser', async ({ page }) => {
  const { token } = await signIn(page, USERS.customer.email);
  await openScreen(page, '/invoice/inv-unpaid');
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
  expect((await logout).status()).toBe(204);

  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Nothing is kept for whoever signs in next, not even the page signed out from.
  expect(await page.evaluate(() => ['token', 'userId', 'user', 'comingFrom'].map((key) => localStorage.getItem(key)))).toEqual([null, null, null, null]);
  const after = await page.request.get('/api/shop/listing', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);

  // Signed out means signed out: a protected page asks to sign in again.
  await page.goto('/settings');
  await expect(page).toHaveURL('/auth/login');
});

test('Sign out still signs out when the server fails', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await signIn(page, USERS.customer.email);
  await mock.fail({ method: 'POST', path: '/api/auth/logout', status: 500 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
