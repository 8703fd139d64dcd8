import { expect, test, USERS } from '../fixtures';
import { signInWithDiscordStandIn } from '../support/discord-stand-in';

test('an unverified account that signs in with Discord verifies its email first, keeping where it was going', async ({ page }) => {
  await page.goto('/referrals?from=mail');
  await expect(page).toHaveURL('/auth/login');
  await signInWithDiscordStandIn(page, USERS.unverified.email);

  await expect(page).toHaveURL('/auth/verify');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(USERS.unverified.email)).toBeVisible();
  const stored = await page.evaluate(() => ({ userId: localStorage.getItem('userId'), comingFrom: localStorage.getItem('comingFrom') }));
  expect(stored).toEqual({ userId: USERS.unverified.id, comingFrom: '/referrals?from=mail' });
});
