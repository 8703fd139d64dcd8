import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, SHELL_ORIGIN, test, USERS } from '../fixtures';
import { signInWithDiscordStandIn } from '../support/discord-stand-in';
import { openSignInScreen } from '../support/sign-in-page';

const TAMPERED_COMING_FROM = ['//evil.example/phish', 'https://evil.example/phish', '/.//evil.example/phish'];

/** Counts every request to evil.example (answered, so a followed redirect would show). */
async function watchEvilHost(page: Page): Promise<() => number> {
  let evilRequests = 0;
  await page.route(/^https?:\/\/evil\.example[:/]/, (route) => {
    evilRequests += 1;
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Evil</h1>' });
  });
  return () => evilRequests;
}

async function expectHomeNotEvil(page: Page, evilRequests: () => number, name: string) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${name}` })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(SHELL_ORIGIN);
  expect(evilRequests()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('comingFrom'))).toBeNull();
}

for (const comingFrom of TAMPERED_COMING_FROM) {
  test(`after a Discord sign-in, a comingFrom of ${comingFrom} is never followed`, async ({ page }) => {
    const evilRequests = await watchEvilHost(page);
    await openSignInScreen(page);
    await page.evaluate((value) => localStorage.setItem('comingFrom', value), comingFrom);
    await signInWithDiscordStandIn(page);

    await expectHomeNotEvil(page, evilRequests, 'Dana Discord');
  });

  test(`after a password sign-in, a comingFrom of ${comingFrom} is never followed`, async ({ page }) => {
    const evilRequests = await watchEvilHost(page);
    await openSignInScreen(page);
    await page.evaluate((value) => localStorage.setItem('comingFrom', value), comingFrom);
    await page.getByLabel('Email').fill(USERS.customer.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expectHomeNotEvil(page, evilRequests, USERS.customer.username);
  });
}
