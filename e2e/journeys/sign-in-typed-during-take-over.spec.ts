import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';

/** Every script from the auth remote's server: the app cannot take the fragment over until they arrive. */
const AUTH_REMOTE_SCRIPTS = new RegExp(`^http://localhost:${3001 + Number(process.env.PORT_OFFSET ?? 0)}/.*\\.js(\\?|$)`);

/**
 * Holds the auth remote's scripts until `released` resolves, then lets them through a few
 * milliseconds apart, so the take-over lands while the person is still typing.
 */
async function holdAuthScriptsUntil(page: Page, released: Promise<void>) {
  await page.route(AUTH_REMOTE_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
}

/** Resolves once the server-included form's email field holds at least `length` characters. */
const emailTypedInFragment = (page: Page, length: number) =>
  page.waitForFunction(
    (min) => (document.querySelector<HTMLInputElement>('[data-boot-fragment] input[name=email]')?.value.length ?? 0) >= min,
    length,
    { polling: 'raf' },
  );

// The take-over lands at a different place each time: early in the email, late in it, in the password.
for (const releaseAfter of [1, 6, 12, USERS.customer.email.length]) {
  test(`what a person types while the app takes the sign-in form over all reaches the sign-in: take-over after ${releaseAfter} characters`, async ({ page }) => {
    const email = USERS.customer.email;
    let release!: () => void;
    await holdAuthScriptsUntil(page, new Promise<void>((resolve) => (release = resolve)));
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.locator('[data-boot-fragment] input[name=email]').focus();

    void emailTypedInFragment(page, releaseAfter).then(release, () => undefined);
    const signInSent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login');
    await page.keyboard.type(email, { delay: 15 });
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD, { delay: 15 });
    await page.keyboard.press('Enter');

    expect((await signInSent).postDataJSON()).toEqual({ email, password: DEMO_PASSWORD });
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  });
}
