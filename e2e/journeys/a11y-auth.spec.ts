import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test, USERS, type MockApi } from '../fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE, THEMES, useTheme } from '../support/accessibility';
import { openSignInScreen } from '../support/sign-in-page';

const AUTHORIZE = `/auth/authorize?${new URLSearchParams({
  client_id: 'game-panel',
  redirect_uri: 'https://gamepanel.example/oauth/callback',
  response_type: 'code',
  scope: 'identify email servers',
})}`;

interface Screen {
  name: string;
  /** Opens the screen in the state to check and waits until it shows. */
  open(page: Page, mock: MockApi): Promise<void>;
}

// The first screen of a cold page, on a shared machine, may take longer than the usual wait.
const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });

async function submitSignIn(page: Page, email: string, password: string) {
  const card = page.locator('[data-boundary="auth"]');
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password').fill(password);
  await card.getByRole('button', { name: 'Sign in' }).click();
}

/** Every screen of the auth remote, and the states a person meets on them. */
const SCREENS: Screen[] = [
  { name: 'sign-in', open: async (page) => (await openSignInScreen(page), heading(page, 'Sign in')) },
  {
    name: 'sign-in refused',
    open: async (page) => {
      await openSignInScreen(page);
      await submitSignIn(page, USERS.customer.email, 'not-the-password');
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    },
  },
  {
    name: 'sign-up with field errors',
    open: async (page) => {
      await page.goto('/auth/login?signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Enter your email address')).toBeVisible();
    },
  },
  { name: 'forgot password', open: async (page) => (await page.goto('/auth/forgot-password'), heading(page, 'Forgot password')) },
  {
    name: 'reset link sent',
    open: async (page) => {
      await page.goto('/auth/forgot-password');
      await page.getByLabel('Email').fill(USERS.customer.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await heading(page, 'Check your inbox');
    },
  },
  { name: 'new password', open: async (page) => (await page.goto('/auth/forgot-password#token=unknown'), heading(page, 'Choose a new password')) },
  {
    name: 'verify email',
    open: async (page) => {
      await signIn(page, USERS.unverified.email);
      await page.goto('/auth/verify');
      await heading(page, 'Verify your email');
    },
  },
  {
    name: 'ban notice',
    open: async (page) => {
      await openSignInScreen(page);
      await submitSignIn(page, USERS.banned.email, DEMO_PASSWORD);
      await heading(page, 'Account suspended');
    },
  },
  { name: 'passkey sign-in', open: async (page) => (await page.goto('/auth/passkey'), heading(page, 'Sign in with a passkey')) },
  {
    name: 'add a passkey',
    open: async (page) => {
      await signIn(page, USERS.customer.email);
      await page.goto('/auth/passkey');
      await heading(page, 'Passkeys');
    },
  },
  {
    name: 'Discord turned off',
    open: async (page, mock) => {
      await mock.patchConfig({ settings: { login: { discord: false } } });
      await page.goto('/auth/oauth');
      await heading(page, 'Continue with Discord');
    },
  },
  { name: 'Discord sign-in failed', open: async (page) => (await page.goto('/auth/authenticated'), heading(page, 'Sign-in failed')) },
  {
    name: 'authorize an application',
    open: async (page) => {
      await signIn(page, USERS.customer.email);
      await page.goto(AUTHORIZE);
      await heading(page, 'Game Panel wants to use your account');
    },
  },
  { name: 'invalid authorization request', open: async (page) => (await page.goto('/auth/authorize'), heading(page, 'This authorization request is not valid')) },
  {
    name: 'setup wizard',
    open: async (page, mock) => {
      await mock.reset({ fresh: true });
      await page.goto('/');
      await heading(page, 'Set up your panel');
    },
  },
];

test.describe('every auth screen: no axe violation in light and dark, no sideways scroll on a phone', () => {
  // Two axe runs per screen (the second, the colour rules only), on a machine shared with other journeys.
  test.describe.configure({ timeout: 120_000 });

  for (const screen of SCREENS) {
    test(screen.name, async ({ page, mock, consoleErrors }) => {
      // The refused sign-ins answer with errors on purpose.
      consoleErrors.allow(/status of (401|403)/);
      await useTheme(page, 'light');
      await screen.open(page, mock);
      for (const [index, theme] of THEMES.entries()) {
        // The screen's own colour scheme picker switches it, without reloading the state under test.
        await page.getByLabel('Colour scheme').selectOption(theme);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoAxeViolations(page, `${screen.name} (${theme})`, { coloursOnly: index > 0 });
      }
      // The layout does not depend on the scheme: one look at phone width is enough.
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page, screen.name);
    });
  }
});
