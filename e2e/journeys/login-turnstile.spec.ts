import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
const SITEKEY = '1x00000000000000000000AA';

// A stand-in for Cloudflare's script, served at its real URL: a checkbox-like button that
// answers with a token when clicked, through the same API the real widget offers.
const FAKE_TURNSTILE = `
window.turnstile = {
  render(container, options) {
    if (options.sitekey !== ${JSON.stringify(SITEKEY)}) throw new Error('unexpected sitekey ' + options.sitekey);
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Verify you are human';
    button.onclick = function () { button.textContent = 'Success!'; options.callback('fake-turnstile-token'); };
    container.append(button);
    return 'widget-1';
  },
  reset() {},
  remove() {},
};`;

async function serveFakeTurnstile(page: Page) {
  const loads: string[] = [];
  await page.route('https://challenges.cloudflare.com/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE });
  });
  return loads;
}

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
