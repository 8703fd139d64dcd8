import { DEMO_PASSWORD, expect, signIn, test, USERS } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

test('a customer adds a passkey, then signs in with it and returns where they were', async ({ page }) => {
  // Chromium's virtual authenticator: a platform passkey with user verification, no prompt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await signIn(page, USERS.customer.email);
  await page.goto('/auth/passkey');
  await expect(page.getByText(`Signed in as ${USERS.customer.username}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible();

  // Signed out, the visitor opens a page and is sent to sign in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/invoice/inv-unpaid');
  await expect(page).toHaveURL('/auth/login');

  await page.goto('/auth/passkey');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();

  await expect(page).toHaveURL('/invoice/inv-unpaid');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice inv-unpaid' })).toBeVisible();
  const stored = await page.evaluate(() => ({ userId: localStorage.getItem('userId'), token: localStorage.getItem('token') }));
  expect(stored.userId).toBe(USERS.customer.id);
  expect(stored.token).toBeTruthy();

  // One discoverable credential for this RP, used once more than it was created.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  expect(credentials[0]?.signCount).toBeGreaterThan(0);
});

test('after a password sign-in a passkey is offered, without holding up the way on', async ({ page }) => {
  await openSignInScreen(page);
  await page.getByLabel('Email').fill(USERS.customer.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  await expect(page.getByText('Sign in faster next time with a passkey.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL('/auth/passkey');
  await expect(page.getByText(`Signed in as ${USERS.customer.username}`)).toBeVisible();
});
