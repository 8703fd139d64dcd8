import type { Locator, Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS, type ConsoleGuard } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { installClock } from '../support/clock';
import { openScreen } from '../support/open-screen';
import { FAKE_PAYPAL_BUTTON, fakePaypal, fakeStripe } from '../support/payment-fakes';

const unpaid = SEED_INVOICES.unpaid;

interface BillingScreen {
  name: string;
  path: string;
  email?: string;
  /** Fakes, failures and clocks the screen needs before it loads; what it returns runs once the screen is ready. */
  prepare?: (page: Page, consoleErrors: ConsoleGuard) => Promise<(() => Promise<void>) | void>;
  /** What is on the page once the screen is complete. */
  ready: (page: Page) => Locator;
  /**
   * The thank-you overlay closes itself after 5 s, and axe needs the page's timers running, so
   * axe cannot look at it; the keyboard tests below and the phone check do.
   */
  closesItself?: boolean;
}

/** Every billing screen, each in the state that shows the most of it. */
const SCREENS: BillingScreen[] = [
  { name: 'an unpaid invoice', path: `/invoice/${unpaid}`, ready: (page) => page.getByRole('region', { name: 'Choose a payment method' }) },
  {
    name: 'a partly paid invoice',
    path: `/invoice/${SEED_INVOICES.partlyPaid}`,
    ready: (page) => page.locator('[data-notice="manual-next-invoice"]'),
  },
  {
    name: 'an invoice with the staff actions',
    path: `/invoice/${SEED_INVOICES.paidStripe}`,
    email: USERS.admin.email,
    ready: (page) => page.getByRole('region', { name: 'Staff actions' }),
  },
  {
    name: 'the thank-you overlay',
    path: `/invoice/${SEED_INVOICES.paidStripe}?success`,
    closesItself: true,
    // Once it is up, the clock stands still so it stays.
    prepare: async (page) => (await installClock(page)).pause,
    ready: (page) => page.getByRole('button', { name: 'Close' }),
  },
  {
    name: 'an invoice that does not exist',
    path: '/invoice/inv-missing',
    prepare: async (_, consoleErrors) => {
      consoleErrors.allow(/status of 404/);
    },
    ready: (page) => page.getByRole('alert'),
  },
  { name: 'paying with the balance', path: `/invoice/${unpaid}/pay/balance`, ready: (page) => page.getByRole('button', { name: 'Pay €4.99 from balance' }) },
  {
    name: 'paying with Stripe',
    path: `/invoice/${unpaid}/pay/stripe`,
    prepare: async (page) => void (await fakeStripe(page)),
    ready: (page) => page.getByRole('button', { name: 'Pay €4.99' }),
  },
  {
    name: 'subscribing with PayPal',
    path: `/invoice/${unpaid}/pay/paypal`,
    prepare: async (page) => void (await fakePaypal(page)),
    ready: (page) => page.getByRole('button', { name: FAKE_PAYPAL_BUTTON }),
  },
  ...(['CoinGate', 'LitePay', 'CashFree'] as const).map((provider) => ({
    name: `paying with ${provider}`,
    path: `/invoice/${unpaid}/pay/${provider.toLowerCase()}`,
    ready: (page: Page) => page.getByRole('button', { name: `Continue to ${provider}` }),
  })),
  {
    name: 'the success page waiting for the provider',
    path: `/invoice/${unpaid}/payment/success`,
    ready: (page) => page.getByText('Waiting for the payment provider to confirm…'),
  },
  { name: 'the cancelled page', path: `/invoice/${unpaid}/payment/cancelled`, ready: (page) => page.getByRole('region', { name: 'Choose a payment method' }) },
];

async function open(page: Page, screen: BillingScreen, consoleErrors: ConsoleGuard) {
  await signIn(page, screen.email ?? USERS.customer.email);
  const whenReady = await screen.prepare?.(page, consoleErrors);
  await openScreen(page, screen.path);
  // A payment page's code (and a provider's fake SDK) loads on first visit.
  await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
  await whenReady?.();
}

// One page load per screen: both themes are switched in place, then the window is narrowed.
for (const screen of SCREENS) {
  test(`${screen.name}: axe finds nothing in light and dark, no sideways scroll on a phone`, async ({ page, consoleErrors }) => {
    test.slow(); // axe reads the whole page twice, sidebar included
    await open(page, screen, consoleErrors);
    await expectAccessibleInBothThemesAndOnAPhone(page, screen.name, { axe: !screen.closesItself });
  });
}

for (const [way, key] of [
  ['Escape', 'Escape'],
  ['its close button, focused when it opens', 'Enter'],
] as const) {
  test(`the thank-you overlay closes from the keyboard with ${way}`, async ({ page }) => {
    await signIn(page, USERS.customer.email);
    const clock = await installClock(page);
    await page.goto(`/invoice/${SEED_INVOICES.paidStripe}?success`);
    const overlay = page.getByRole('status').filter({ hasText: 'Thank you for your payment!' });
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    // Only the key closes it: its own 5 s wait stands still.
    await clock.pause();
    await page.keyboard.press(key);
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(`/invoice/${SEED_INVOICES.paidStripe}`);
  });
}
