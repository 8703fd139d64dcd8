import { expect, test } from '../fixtures';

test('a browser without WebAuthn gets a clear message instead of a passkey button', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });
  await page.goto('/auth/passkey');

  await expect(page.getByRole('heading', { name: 'Sign in with a passkey' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/This browser does not support passkeys/);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in with email and password' }).click();
  await expect(page).toHaveURL('/auth/login');
});
