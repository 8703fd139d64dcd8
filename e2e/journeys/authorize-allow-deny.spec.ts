import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';

const REDIRECT = 'https://gamepanel.example/oauth/callback';
const AUTHORIZE = `/auth/authorize?${new URLSearchParams({
  client_id: 'game-panel',
  redirect_uri: REDIRECT,
  response_type: 'code',
  scope: 'identify email servers',
  state: 'af0ifjsldkj',
  // RFC 7636's example pair: the app keeps the verifier and sends only the challenge.
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
})}`;
const CODE_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

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

  // The app's server trades the code, with its secret and the PKCE verifier, for an access token.
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  const token = await page.request.post('/api/oauth/token', {
    form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: 'game-panel', client_secret: 'game-panel-secret', code_verifier: CODE_VERIFIER },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const userinfo = await page.request.get('/api/oauth/userinfo', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(await userinfo.json()).toMatchObject({ id: USERS.customer.id, email: USERS.customer.email });

  await page.goto(AUTHORIZE);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(`${REDIRECT}?error=access_denied&state=af0ifjsldkj`);
  expect(arrivals.map((url) => new URL(url).origin + new URL(url).pathname)).toEqual([REDIRECT, REDIRECT]);
});
