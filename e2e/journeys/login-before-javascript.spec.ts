import { DEMO_PASSWORD, expect, test, USERS } from '../fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE, THEMES, useTheme } from '../support/accessibility';
import { holdScripts } from '../support/hold-requests';

test('the sign-in form works before JavaScript: a queued sign-in completes when the app starts', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });

  // Served in the HTML by the shell's server from the auth remote's fragment.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(USERS.customer.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();

  await release();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
});

test('the sign-in form is on the page, guarded, before the page’s startup calls are made', async ({ page }) => {
  // What the page holds when the startup scripts (shell/boot/early-api-calls.js) publish their calls.
  await page.addInitScript(() => {
    let calls: unknown;
    Object.defineProperty(window, '__PANEL_EARLY_API__', {
      configurable: true,
      get: () => calls,
      set(value) {
        calls = value;
        const form = document.querySelector('[data-boot-fragment] form');
        (window as unknown as { formBeforeCalls: unknown }).formBeforeCalls = {
          button: form?.querySelector('button')?.textContent,
          later: document.querySelector('[data-boot-fragment] .auth-preferences') !== null,
        };
      },
    });
  });
  await page.goto('/auth/login');
  await expect(page.locator('[data-boot-fragment] .auth-brand')).toHaveText('Nebula Hosting');
  expect(await page.evaluate(() => (window as unknown as { formBeforeCalls: unknown }).formBeforeCalls)).toEqual({ button: 'Sign in', later: true });

  // And a submit at that moment is already the guard's (queue-fragment-submit.js, in <head>), not a page load.
  expect(await page.evaluate(() => [...document.head.querySelectorAll('script:not([data-startup])')].some((script) => script.textContent?.includes("'submit'")))).toBe(true);
});

test('what was typed before JavaScript stays, with the same field focused', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(USERS.customer.email);
  await page.getByLabel('Password').fill('half-typ');

  await release();
  // The app's own screen (it carries the auth remote's boundary) has the values and the focus.
  const screen = page.locator('[data-boundary="auth"]');
  await expect(screen.getByLabel('Email')).toHaveValue(USERS.customer.email);
  await expect(screen.getByLabel('Password')).toHaveValue('half-typ');
  await expect(screen.getByLabel('Password')).toBeFocused();
  await expect(page.locator('[data-boot-fragment]')).toHaveCount(0);
  await page.keyboard.type('ed');
  await expect(screen.getByLabel('Password')).toHaveValue('half-typed');
});

test('nothing on the sign-in screen moves when the app takes it over', async ({ page }) => {
  /** Where each part a visitor sees sits, top to bottom. */
  const layout = () =>
    page.evaluate(() => {
      const screen = document.querySelector('[data-boundary="auth"]') ?? document.querySelector('[data-boot-fragment]');
      return [...(screen?.querySelectorAll('.auth-card, .auth-brand, h1, input, form button, .auth-links, .auth-preferences') ?? [])].map((node) => {
        const box = node.getBoundingClientRect();
        return `${node.tagName.toLowerCase()} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
    });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  // The page's early configuration call names the host; the app waits for the visitor.
  await expect(page.locator('[data-boot-fragment] .auth-brand')).toHaveText('Nebula Hosting');
  await expect(page.locator('[data-boot-fragment]').getByRole('link', { name: 'Continue with Discord' })).toBeVisible();
  const before = await layout();

  await page.mouse.move(20, 20);
  await expect(page.locator('[data-boot-fragment]')).toHaveCount(0);
  await expect(page.locator('[data-boundary="auth"]').getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(await layout()).toEqual(before);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: PHONE });

  test('the sign-in page loads no app JavaScript until the visitor acts; tapping the form starts it, keeping what is typed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/auth/login');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-boot-fragment]').getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(scripts).toEqual([]);

    await page.getByLabel('Email').tap();
    await page.keyboard.type(USERS.customer.email);
    const screen = page.locator('[data-boundary="auth"]');
    await expect(screen.getByLabel('Email')).toHaveValue(USERS.customer.email);
    await expect(screen.getByLabel('Email')).toBeFocused();
    expect(scripts.length).toBeGreaterThan(0);
  });
});

for (const theme of THEMES) {
  test(`the sign-in page before its app starts (${theme}): no axe violation, no sideways scroll on a phone`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/auth/login');
    await expect(page.locator('[data-boot-fragment] .auth-brand')).toHaveText('Nebula Hosting');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(page, `the served sign-in form (${theme})`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, `the served sign-in form (${theme})`);
    // Nothing above started the app: this was the page a visitor sees first.
    await expect(page.locator('[data-boot-fragment]')).toHaveCount(1);
  });
}
