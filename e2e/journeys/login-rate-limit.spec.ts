import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';

test('after 5 failed sign-ins the account is locked for a while, and the screen says how long', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401/, /status of 429/);
  await page.goto('/auth/login');
  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill(USERS.customer.email);

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await card.getByLabel('Password').fill(`wrong-${attempt}`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await card.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(401);
    await expect(card.getByRole('alert')).toHaveText('Invalid email or password');
  }

  // Even the right password is refused now.
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(card.getByRole('alert')).toHaveText('Too many attempts. Try again in 15 minutes.');
  await expect(page).toHaveURL('/auth/login');
});
