import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';

const REDIRECT = 'https://gamepanel.example/oauth/callback';
const AUTHORIZE = `/auth/authorize?${new URLSearchParams({
  client_id: 'game-panel',
  redirect_uri: REDIRECT,
  response_type: 'code',
  scope: 'identify email servers',
  state: 'af0ifjsldkj',
})}`;

test('a third-party app asks for access: sign in first, then Allow and Deny go to its registered address', async ({ page }) => {
  const arrivals: string[] = [];
  await page.route('https://gamepanel.example/**', (route) => {
    arrivals.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Game Panel callback</h1>' });
  });

  // Signed out: the full authorize URL is remembered and comes back after signing in.
  await page.goto(AUTHORIZE);
  await expect(page).toHaveURL('/auth/login');
  await page.getByLabel('Email').fill(USERS.customer.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(AUTHORIZE);

  await expect(page.getByRole('heading', { name: 'Game Panel wants to use your account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${USERS.customer.username}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Requested access' }).getByRole('listitem')).toHaveText([
    'Your username and avatar',
    'Your email address',
    'Your servers and their status',
  ]);

  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/^https:\/\/gamepanel\.example\/oauth\/callback\?code=[^&]+&state=af0ifjsldkj$/);
  await expect(page.getByRole('heading', { name: 'Game Panel callback' })).toBeVisible();

  await page.goto(AUTHORIZE);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(`${REDIRECT}?error=access_denied&state=af0ifjsldkj`);
  expect(arrivals.map((url) => new URL(url).origin + new URL(url).pathname)).toEqual([REDIRECT, REDIRECT]);
});
