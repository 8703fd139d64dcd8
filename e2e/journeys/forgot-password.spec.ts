import { DEMO_PASSWORD, expect, SHELL_ORIGIN, test, USERS } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

test('the answer is the same whether or not an account exists', async ({ page, mock }) => {
  const answerFor = async (email: string) => {
    await openSignInScreen(page);
    await page.locator('[data-boundary="auth"]').getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
    // The address changes before the new screen is drawn: typing earlier would go into the sign-in form's Email.
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    return (await page.getByRole('status').textContent())?.replace(email, '<email>');
  };

  const existing = await answerFor(USERS.customer.email);
  const unknown = await answerFor('nobody@panel.test');
  expect(existing).toBe(unknown);
  expect(existing).toContain('If an account exists for <email>');
  expect(await mock.mail(USERS.customer.email)).toEqual([expect.objectContaining({ kind: 'password-reset' })]);
  expect(await mock.mail('nobody@panel.test')).toEqual([]);
});

test('too many reset requests are refused with the wait, counted down on a locked button', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 429/);
  const countdown = page.getByText(/^Too many attempts\. Try again in \d+:\d\d\.$/);
  for (let i = 0; i < 4; i += 1) {
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill('nobody@panel.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' }).or(countdown)).toBeVisible();
  }
  await expect(countdown).toHaveText(/Try again in 1[45]:\d\d\./);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
});

test('a new password from the mailed link, then sign in with it', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(USERS.customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const link = await mock.lastMailLink(USERS.customer.email);
  expect(link).toMatch(/^\/auth\/forgot-password#token=[\w-]+$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(page.url()).toBe(`${SHELL_ORIGIN}/auth/forgot-password`);

  await page.getByLabel('New password', { exact: true }).fill('onlyletters');
  await page.getByLabel('Confirm new password').fill('onlyletters');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription('Include at least one digit');

  await page.getByLabel('New password', { exact: true }).fill('nebula-2027');
  await page.getByLabel('Confirm new password').fill('nebula-2027');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill(USERS.customer.email);
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(card.getByRole('alert')).toHaveText('Invalid email or password');

  await card.getByLabel('Password').fill('nebula-2027');
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
});
