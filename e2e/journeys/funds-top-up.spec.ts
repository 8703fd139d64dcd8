import type { Page } from '@playwright/test';
import { SEED_INVOICES } from '../../mocks/src/seed';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

/** The card under this heading. */
const card = (page: Page, heading: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });

test.use({ timezoneId: 'UTC' });

/** The accessibility check leaves the page at phone width; the journey goes on at the usual size. */
const DESKTOP = { width: 1280, height: 800 } as const;

test.beforeEach(async ({ mock }) => {
  // /funds belongs to the panel that sells servers by plan.
  await mock.patchConfig({ features: { perServerPlans: false } });
});

test('the funds screen: the balance, its movements, the unpaid invoices; a top-up out of range is refused before sending', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/funds');
  await expect(page.getByRole('heading', { level: 1, name: 'Add funds' })).toBeVisible();
  await expect(card(page, 'Your balance')).toContainText('€25.50');

  const movements = card(page, 'Recent movements');
  await expect(movements.getByRole('listitem').filter({ hasText: 'Paid from the balance' })).toContainText('\u2212€4.99');
  const unpaid = card(page, 'Unpaid invoices');
  await expect(unpaid.locator(`a[href="/invoice/${SEED_INVOICES.unpaid}"]`)).toBeVisible();
  await expect(unpaid.locator(`a[href="/invoice/${SEED_INVOICES.paidStripe}"]`)).toHaveCount(0);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'funds');
  await page.setViewportSize(DESKTOP);

  const topUps: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/user/funds/topup') && topUps.push(request.method()));
  const amount = page.getByRole('spinbutton', { name: 'Amount' });
  await amount.fill('0.5');
  await page.getByRole('button', { name: 'Add funds' }).click();
  await expect(amount).toHaveAccessibleErrorMessage('The minimum is €1.00.');
  await amount.fill('2000');
  await expect(amount).toHaveAccessibleErrorMessage('The maximum is €1,000.00.');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'funds with a refused amount');
  expect(topUps).toEqual([]);
  await expect(page).toHaveURL(/\/funds$/);
});

test('a top-up: a quick amount, a double click on Add funds creates one invoice, which offers no payment from the balance', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/funds');
  const topUps: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/user/funds/topup') && topUps.push(request.method()));

  await page.getByRole('button', { name: 'Top up €25.00' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('25');
  await page.getByRole('button', { name: 'Add funds' }).dblclick();

  await expect(page).toHaveURL(/\/invoice\/[^/?]+$/);
  const methods = page.getByRole('region', { name: 'Choose a payment method' });
  await expect(methods.getByRole('button', { name: 'CoinGate' })).toBeVisible();
  await expect(page.getByText('Account balance top-up').first()).toBeVisible();
  // A top-up adds to the balance: paying it from the balance is not offered.
  await expect(methods.getByRole('button', { name: /Account balance/ })).toHaveCount(0);
  expect(topUps).toEqual(['POST']);

  // Back on /funds, the new invoice waits among the unpaid ones.
  const invoiceId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.goBack();
  await expect(card(page, 'Unpaid invoices').locator(`a[href="/invoice/${invoiceId}"]`)).toBeVisible();
});
