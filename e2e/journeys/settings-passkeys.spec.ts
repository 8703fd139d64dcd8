import { expect, signIn, test, USERS } from '../fixtures';
import { openSettings, settingsSection } from '../support/settings-screen';

test('a customer adds a passkey from settings, comes back, renames it and removes it', async ({ page }) => {
  // Chromium's virtual authenticator: a platform passkey with user verification, no prompt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await signIn(page, USERS.customer.email);
  await openSettings(page);
  const passkeys = settingsSection(page, 'Passkeys');
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

  await passkeys.getByRole('link', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL('/auth/passkey');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/settings');
  const item = passkeys.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Passkey 1');
  await expect(item).toContainText('Never used');

  await passkeys.getByRole('button', { name: 'Rename Passkey 1' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Passkey name').fill('   ');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename.getByText('Enter a name')).toBeVisible();
  await rename.getByLabel('Passkey name').fill('Work laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByText('Passkey renamed.')).toBeVisible();
  await expect(item).toContainText('Work laptop');

  await passkeys.getByRole('button', { name: 'Remove Work laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(confirm).toContainText('“Work laptop” will no longer sign you in.');
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

  // Removed on the server too: the account has no passkey left.
  const listed = await page.evaluate(async () => {
    const response = await fetch('/api/user/passkeys', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await response.json()) as { passkeys: unknown[] }).passkeys.length;
  });
  expect(listed).toBe(0);
});
