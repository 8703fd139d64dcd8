import { expect, test, USERS } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

test('a wrong password and an unknown email get the same message', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');

  await card.getByLabel('Email').fill(USERS.customer.email);
  await card.getByLabel('Password').fill('not-my-password');
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(card.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/auth/login');

  await card.getByLabel('Email').fill('nobody@panel.test');
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(card.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(card.getByRole('alert')).toHaveText('Invalid email or password');
  // Nothing was lost: the visitor corrects the password only.
  await expect(card.getByLabel('Email')).toHaveValue('nobody@panel.test');
});
