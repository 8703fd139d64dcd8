import type { Page } from '@playwright/test';
import { expect, signIn, test, USERS, type MockApi } from '../fixtures';
import {
  expectAccessibleInBothThemesAndOnAPhone,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
  switchTheme,
  THEMES,
} from '../support/accessibility';
import { openScreen } from '../support/open-screen';

/**
 * Every screen the shell draws (and the customer home), in the light and the dark theme: axe
 * finds nothing, and at 375 px nothing scrolls sideways. `open` brings the screen into view.
 */
interface ShellScreen {
  name: string;
  account?: keyof typeof USERS;
  prepare?: (mock: MockApi, page: Page) => Promise<void>;
  open: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const SCREENS: ShellScreen[] = [
  {
    name: 'the home page',
    open: async (page) => {
      await page.goto('/');
      await heading(page, `Welcome back, ${USERS.customer.username}`);
    },
  },
  {
    name: 'the home page with a warning banner',
    prepare: (mock) => mock.patchConfig({ info: { warnmsg: 'Maintenance on **Sunday**, see [the status page](https://status.example).' } }).then(() => undefined),
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('alert').getByText('Sunday')).toBeVisible();
    },
  },
  {
    name: 'the not-found page',
    open: async (page) => {
      await page.goto('/no/such/page');
      await heading(page, 'Not found');
    },
  },
  {
    name: '/error',
    open: async (page) => {
      await page.goto('/error');
      await heading(page, 'Something went wrong');
    },
  },
  {
    name: 'the config error',
    prepare: (mock) => mock.fail({ method: 'GET', path: '/api/', status: 500, times: -1 }),
    open: async (page) => {
      await page.goto('/');
      await heading(page, 'The panel could not start');
    },
  },
  {
    name: 'a section that could not be loaded',
    prepare: async (_mock, page) => {
      const billing = new URL((await (await page.request.get('/remotes.json')).json()).remotes.find((remote: { name: string }) => remote.name === 'billing').entry).origin;
      await page.route(`${billing}/**`, (route) => route.abort());
    },
    open: async (page) => {
      await openScreen(page, '/invoice/inv-unpaid');
      await heading(page, 'The Billing section could not be loaded');
    },
  },
  {
    name: 'the announcement dialog',
    prepare: (mock) => mock.patchConfig({ info: { dialog: { id: 'a11y', title: 'Planned maintenance', message: 'Down on **Sunday**.' } } }).then(() => undefined),
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Planned maintenance' })).toBeVisible();
    },
  },
  {
    name: 'the changelog dialog',
    account: 'staff',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: "What's new" })).toBeVisible({ timeout: 15_000 });
    },
  },
];

// One page load per screen: both themes are switched in place, then the window is narrowed.
for (const screen of SCREENS) {
  test(`${screen.name}: no axe violation in light and dark, no sideways scroll at 375 px`, async ({ page, mock, consoleErrors }) => {
    test.slow(); // axe reads the whole page twice
    // The failures these screens show are what the browser reports on its console.
    consoleErrors.allow(/Failed to load resource/, /net::ERR_FAILED/);
    await screen.prepare?.(mock, page);
    await signIn(page, USERS[screen.account ?? 'customer'].email, { changelogSeen: screen.account !== 'staff' });
    await screen.open(page);
    await expectAccessibleInBothThemesAndOnAPhone(page, screen.name);
  });
}

test('the mobile menu, open: no axe violation in light and dark, no sideways scroll', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signIn(page, USERS.admin.email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  for (const [index, theme] of THEMES.entries()) {
    await test.step(`the mobile menu in the ${theme} theme`, async () => {
      await switchTheme(page, theme);
      await expectNoAxeViolations(page, `the mobile menu (${theme})`, { coloursOnly: index > 0 });
      await expectNoSidewaysScroll(page, 'the mobile menu');
    });
  }
});
