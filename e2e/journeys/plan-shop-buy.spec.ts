import { SEED_CODES } from '../../mocks/src/seed/content';
import { SEED_NOW } from '../../mocks/src/seed/reference-time';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ page, mock }) => {
  await mock.setClock(SEED_NOW);
  await page.clock.install({ time: SEED_NOW });
  await signIn(page, USERS.customer.email);
});

test('Minecraft Pro: a cycle, SPRING20 shown as "originally", Buy once on a double click, then its invoice at the discounted amount', async ({ page, request }) => {
  const purchases: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/shop/plans/plan-mc-pro/purchase') purchases.push(request.url());
  });
  await openScreen(page, '/shop/plan-mc-pro');
  await expect(page.getByRole('heading', { level: 1, name: 'Minecraft Pro' })).toBeVisible();
  await expect(page.getByText('Modpacks and busy communities.')).toBeVisible();
  await expect(page.getByText('12 left')).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'shop plan: Minecraft Pro');

  await page.getByRole('radio', { name: /Every 3 months/ }).check();
  const breakdown = page.getByRole('region', { name: 'What you pay' });
  await expect(breakdown.getByTestId('due-now')).toHaveText('€29.97');
  await page.getByRole('textbox', { name: 'Discount code' }).fill(SEED_CODES.discount);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(breakdown.getByTestId('due-now')).toContainText('originally');
  await expect(breakdown.getByTestId('due-now')).toContainText('€23.98');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'shop plan: discount applied');

  await page.getByRole('button', { name: 'Buy' }).dblclick();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('€23.98').first()).toBeVisible();
  expect(purchases).toHaveLength(1);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const invoice = await request.get(`/api/invoices/${id}`, { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  expect(((await invoice.json()) as { invoice: object }).invoice).toMatchObject({ item: 'plan-mc-pro', amount: 23.98, originalAmount: 29.97, billingCycle: 2160, paid: false });
});
