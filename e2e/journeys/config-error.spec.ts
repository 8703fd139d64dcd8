import { expect, signIn, test, USERS } from '../fixtures';

test('a failing config call shows the full-page error, and Retry starts the panel', async ({
  page,
  mock,
  consoleErrors,
}) => {
  // The browser reports the failed config call itself; that is the behaviour under test.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 500/);
  await signIn(page, USERS.customer.email);
  await mock.fail({ method: 'GET', path: '/api/', status: 500, times: -1 });

  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'The panel could not start' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0);

  await mock.clearFailures();
  await page.getByRole('button', { name: 'Retry' }).click();

  await expect(page.getByRole('heading', { name: `Welcome back, ${USERS.customer.username}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The panel could not start' })).toHaveCount(0);
});
