import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { expect, signIn, test, USERS } from '../fixtures';

const CANCEL_PATH = '/api/subscription/cancel';
const PLAN = 'Discord Bot (512 MB)';

test('a customer sees their subscription and cancels it; it shows as ending, with one call for a double click', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  const cancels: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === CANCEL_PATH) cancels.push(request.url());
  });
  await openScreen(page, '/');
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Subscription', exact: true }).click();
  await expect(page).toHaveURL('/subscription');

  const card = page.getByRole('region', { name: PLAN });
  await expect(card.getByText('PayPal')).toBeVisible();
  await expect(card.getByText('€1.99 every month')).toBeVisible();
  await expect(card.getByText('Next charge')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel your ${PLAN} subscription?` });
  await expect(dialog).toContainText('PayPal will not charge you again.');
  await expect(dialog).toContainText('stays yours until the end of the period you already paid for');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Cancelled, ending')).toBeVisible();
  await expect(card.getByText('Ends on')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  expect(cancels).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('region', { name: PLAN }).getByText('Cancelled, ending')).toBeVisible();
});

test('a customer without a subscription has no link to it, and the page says there is none', async ({ page }) => {
  await signIn(page, USERS.nobalance.email);
  await openScreen(page, '/subscription');
  await expect(page.getByText('You have no subscription')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Articles', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Subscription', exact: true })).toHaveCount(0);
});

for (const [name, email, ready] of [
  ['a subscription', USERS.customer.email, 'Active'],
  ['no subscription', USERS.nobalance.email, 'You have no subscription'],
] as const) {
  test(`the subscription page with ${name}: axe finds nothing in light and dark, no sideways scroll on a phone`, async ({ page }) => {
    test.slow();
    await signIn(page, email);
    await openScreen(page, '/subscription');
    await expect(page.getByText(ready, { exact: true })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessibleInBothThemesAndOnAPhone(page, `the subscription page with ${name}`);
  });
}

test('the cancel dialog: axe finds nothing in light and dark, no sideways scroll on a phone', async ({ page }) => {
  test.slow();
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/subscription');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the cancel dialog');
});
