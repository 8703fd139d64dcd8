import { CALL_TIME_LIMIT_MS } from '@panel/api';
import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';
import { installClock } from '../support/clock';
import { holdRequests } from '../support/hold-requests';
import { openSignInScreen } from '../support/sign-in-page';

test('a sign-in the server never answers says so at the time limit, and Retry sends what was typed again', async ({ page }) => {
  // Fifteen seconds of the page's timers run on the test's command, on a shared machine.
  test.setTimeout(60_000);
  const clock = await installClock(page);
  const releaseSignIn = await holdRequests(page, '**/api/auth/login');
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill(USERS.customer.email);
  await card.getByLabel('Password').fill(DEMO_PASSWORD);

  await clock.pause();
  const firstTry = page.waitForRequest('**/api/auth/login');
  await card.getByRole('button', { name: 'Sign in' }).click();
  await firstTry;
  await expect(card.getByRole('button', { name: 'Signing in…' })).toBeVisible();

  await page.clock.runFor(CALL_TIME_LIMIT_MS - 1);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1);
  const alert = card.getByRole('alert');
  await expect(alert).toContainText('The server did not answer in time. Try again in a moment.');
  // Nothing typed is lost.
  await expect(card.getByLabel('Email')).toHaveValue(USERS.customer.email);
  await expect(card.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);

  // The server is back: Retry signs in with what is in the form.
  await releaseSignIn();
  await page.clock.resume();
  const retried = page.waitForRequest('**/api/auth/login');
  await alert.getByRole('button', { name: 'Retry' }).click();
  expect((await retried).postDataJSON()).toEqual({ email: USERS.customer.email, password: DEMO_PASSWORD });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
});
