import { expect, type Page } from '@playwright/test';

/**
 * Starts a Discord sign-in at `/auth/oauth` and allows it on the mock's stand-in consent page,
 * as the Discord user whose verified email is `email` (the stand-in's own user when omitted).
 */
export async function signInWithDiscordStandIn(page: Page, email?: string): Promise<void> {
  await page.goto('/auth/oauth');
  await expect(page).toHaveURL(/\/api\/__discord\/oauth2\/authorize\?/);
  if (email !== undefined) await page.getByLabel('Discord email').fill(email);
  await page.getByRole('button', { name: 'Authorize' }).click();
}
