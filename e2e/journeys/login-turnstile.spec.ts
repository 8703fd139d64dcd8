import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';
import { serveFakeTurnstile, TURNSTILE_SITEKEY } from '../support/turnstile-fake';

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const SITEKEY = TURNSTILE_SITEKEY;

test('with a sitekey, the Turnstile answer goes with the sign-in', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { login: { turnstile_sitekey: SITEKEY } } });
  const loads = await serveFakeTurnstile(page);
  // Only the app shows the challenge: the page starts it without waiting for the visitor.
  await page.goto('/auth/login');
  const card = page.locator('[data-boundary="auth"]');
  await expect(card.getByRole('button', { name: 'Verify you are human' })).toBeVisible();
  await card.getByLabel('Email').fill(USERS.customer.email);
  await card.getByLabel('Password').fill(DEMO_PASSWORD);

  // Sign in before answering: the form waits for the challenge, then signs in by itself.
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(card.getByText('Complete the verification challenge above to continue.')).toBeVisible();
  const login = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
  await card.getByRole('button', { name: 'Verify you are human' }).click();

  expect((await login).postDataJSON()).toEqual({
    email: USERS.customer.email,
    password: DEMO_PASSWORD,
    turnstileToken: 'fake-turnstile-token',
  });
  await expect(page).toHaveURL('/');
  expect(loads).toEqual([SCRIPT]);
});

test('without a sitekey, the Turnstile script is never loaded', async ({ page }) => {
  const loads = await serveFakeTurnstile(page);
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill(USERS.customer.email);
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  expect(loads).toEqual([]);
});
