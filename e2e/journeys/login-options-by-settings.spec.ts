import { expect, test } from '../fixtures';
import { openSignInScreen } from '../support/sign-in-page';

test('by default: email and password, Discord, and links to sign-up, passkey and forgot password', async ({ page }) => {
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  await expect(card.getByLabel('Email')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continue with Discord' })).toHaveAttribute('href', '/auth/oauth');
  await expect(card.getByRole('link', { name: 'Sign in with a passkey' })).toHaveAttribute('href', '/auth/passkey');
  await expect(card.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  await expect(card.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/login?signup');
  await expect(page.locator('main[data-layout]')).toHaveAttribute('data-layout', 'docked');
});

test('email off and Discord on: only Discord and passkeys are offered', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { login: { email: false, discord: true } } });
  // The served form is not what this instance offers: the page starts the app without waiting.
  await page.goto('/auth/login');
  const card = page.locator('[data-boundary="auth"]');
  await expect(card.getByRole('link', { name: 'Continue with Discord' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Sign in with a passkey' })).toBeVisible();
  await expect(card.getByLabel('Email')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

  // Through /auth/oauth to Discord's consent page (the mock API's stand-in).
  await card.getByRole('link', { name: 'Continue with Discord' }).click();
  await expect(page).toHaveURL(/\/api\/__discord\/oauth2\/authorize\?/);
});

test('Discord off: no Discord button', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { login: { discord: false } } });
  await openSignInScreen(page);
  const card = page.locator('[data-boundary="auth"]');
  await expect(card.getByLabel('Email')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continue with Discord' })).toHaveCount(0);
});

test('a floating card over the configured background image', async ({ page, mock }) => {
  await mock.patchConfig({ settings: { login: { floating: true, bg: 'https://images.example/login-bg.jpg' } } });
  const background = page.waitForRequest('https://images.example/login-bg.jpg');
  await openSignInScreen(page);
  const layout = page.locator('main[data-layout]');
  await expect(layout).toHaveAttribute('data-layout', 'floating');
  await expect(layout).toHaveCSS('background-image', 'url("https://images.example/login-bg.jpg")');
  await background;

  // Floating: the card sits in the middle of the page, not against its left edge.
  const card = await page.locator('[data-auth-card]').boundingBox();
  const viewport = page.viewportSize();
  expect(card && viewport && Math.abs(card.x + card.width / 2 - viewport.width / 2)).toBeLessThan(2);
});
