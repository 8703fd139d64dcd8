import { SEED_NOW } from '../../mocks/src/seed/reference-time';
import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ page, mock }) => {
  await mock.setClock(SEED_NOW);
  await page.clock.install({ time: SEED_NOW });
  await signIn(page, USERS.customer.email);
});

test('from the shop’s catalogue, the Minecraft Pro card leads to the plan, and Buy to its invoice', async ({ page, request }) => {
  await openScreen(page, '/shop');
  const plans = page.getByRole('region', { name: 'Premium plans' });
  const pro = plans.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Minecraft Pro' }) });
  await expect(pro).toContainText('Monthly: €9.99');
  await expect(pro).toContainText('12 left');

  await pro.getByRole('link', { name: 'Minecraft Pro' }).click();
  await expect(page).toHaveURL('/shop/plan-mc-pro');
  await expect(page.getByRole('heading', { level: 1, name: 'Minecraft Pro' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'What you pay' }).getByTestId('due-now')).toHaveText('€9.99');

  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Invoice.*${id}`) })).toBeVisible();
  await expect(page.getByText('Unpaid').first()).toBeVisible();
  await expect(page.getByText('€9.99').first()).toBeVisible();
  const invoice = await request.get(`/api/invoices/${id}`, { headers: { Authorization: `Bearer ${USERS.customer.token}` } });
  expect(((await invoice.json()) as { invoice: object }).invoice).toMatchObject({ item: 'plan-mc-pro', amount: 9.99, billingCycle: 720, paid: false, attachedServer: null });
});
