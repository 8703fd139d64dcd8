import { expect, test, USERS } from '../fixtures';
import { signInWithDiscordStandIn } from '../support/discord-stand-in';

test('a banned account that signs in with Discord lands on the ban notice with reason and date, signed out', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  // The stand-in consent page lets the tester be any Discord user; this one's verified
  // email is the banned demo account's.
  await signInWithDiscordStandIn(page, USERS.banned.email);

  await expect(page).toHaveURL('/auth/ban');
  await expect(page.getByRole('heading', { name: 'Account suspended' })).toBeVisible();
  await expect(page.getByText('Your account has been banned since November 2, 2026.')).toBeVisible();
  await expect(page.getByText('Reason: Chargebacks on three paid invoices')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(page.url()).not.toContain('code=');

  // The notice survives a reload, as after a password sign-in.
  await page.reload();
  await expect(page.getByText('Reason: Chargebacks on three paid invoices')).toBeVisible();
});
