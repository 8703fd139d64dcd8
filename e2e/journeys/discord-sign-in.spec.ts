import { expect, test } from '../fixtures';

test('signing in with Discord creates the account and returns to comingFrom, leaving no code behind', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto('/referrals?from=mail');
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/auth/oauth');

  // The stand-in for Discord's consent page, reached through the shell's /api proxy.
  await expect(page).toHaveURL(/\/api\/__discord\/oauth2\/authorize\?.*state=/);
  await expect(page.getByRole('heading', { name: /wants to access your Discord account/ })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page).toHaveURL('/referrals?from=mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();

  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('userId'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string; rank: string } | null,
  }));
  expect(stored.user).toMatchObject({ email: 'dana@discord.test', rank: 'USER' });
  expect(stored.userId).toBeTruthy();

  // The one-time code only ever travelled in a fragment; the token never in any URL.
  expect(visited.some((url) => url.includes('/auth/authenticated#code='))).toBe(true);
  expect(visited.filter((url) => url.includes(stored.token ?? 'no-token'))).toEqual([]);
  expect(page.url()).not.toContain('code=');

  // Nor is the code left in history: going back reaches the consent page, not the code.
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/__discord\/oauth2\/authorize/);
  expect(page.url()).not.toContain('code=');
});
