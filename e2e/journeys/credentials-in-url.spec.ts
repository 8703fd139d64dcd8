import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';

test('a backend returning with ?token=…&id=… signs in and leaves no credential in the URL or the history', async ({ page }) => {
  const response = await page.request.post('/api/auth/login', { data: { email: USERS.customer.email, password: DEMO_PASSWORD } });
  const { token, userId } = (await response.json()) as { token: string; userId: string };

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto(`/auth/authenticated?token=${token}&id=${userId}`);

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const history = (await cdp.send('Page.getNavigationHistory')).entries.map((entry) => entry.url);
  expect(history.filter((url) => url.includes(token))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL('/auth/login');
  expect(page.url()).not.toContain(token);
});
