import { expect, SHELL_ORIGIN, signIn, test, USERS } from '../fixtures';

const authorizeUrl = (params: Record<string, string>) => `/auth/authorize?${new URLSearchParams(params)}`;

test('an authorize request with an unregistered redirect_uri shows an error and never leaves the panel', async ({ page, consoleErrors }) => {
  // The browser logs the refused consent lookups (400, 404) as failed resources.
  consoleErrors.allow(/status of 40[04]/);
  let evilRequests = 0;
  await page.route(/^https?:\/\/evil\.example[:/]/, (route) => {
    evilRequests += 1;
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Evil</h1>' });
  });
  await signIn(page, USERS.customer.email);

  await page.goto(authorizeUrl({ client_id: 'game-panel', redirect_uri: 'https://evil.example/oauth/callback', scope: 'identify', state: 's1' }));
  await expect(page.getByRole('heading', { name: 'This authorization request is not valid' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('redirect_uri is not registered');
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deny' })).toHaveCount(0);

  await page.goto(authorizeUrl({ client_id: 'no-such-app', redirect_uri: 'https://evil.example/cb', state: 's2' }));
  await expect(page.getByRole('alert')).toContainText('not known to this panel');

  await page.goto(authorizeUrl({ client_id: 'game-panel', redirect_uri: '//evil.example/cb', state: 's3' }));
  await expect(page.getByRole('alert')).toContainText('redirect_uri');

  await expect(page).toHaveURL(new RegExp(`^${SHELL_ORIGIN}/auth/authorize\\?`));
  expect(evilRequests).toBe(0);
});
