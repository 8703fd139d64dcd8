import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';
import { checkOrderScreen, configureServer, inPlansMode } from '../support/ordering';

test('New York takes Minecraft Pro servers: ordered on that plan it queues, billing starts when the server is created, and the home shows the order', async ({ page, mock }) => {
  await inPlansMode(mock);
  await signIn(page, USERS.customer.email);
  // On another plan New York is closed, and says how to open it: order the server on Minecraft Pro.
  await openScreen(page, '/order/plan-mc-starter/configure');
  const newYork = page.getByRole('radio', { name: /New York/ });
  await expect(newYork).toBeDisabled();
  await expect(newYork).toHaveAccessibleName(/Needs Minecraft Pro/);
  await page.getByRole('radiogroup', { name: 'Location' }).getByRole('link', { name: 'Order it with Minecraft Pro' }).click();
  await expect(page).toHaveURL('/order/plan-mc-pro/configure');
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Minecraft Pro' })).toBeVisible();
  // The customer holds no Minecraft Pro: the order's own plan opens New York.
  await expect(newYork).toBeEnabled();
  const breakdown = page.getByRole('region', { name: 'What you pay' });
  await expect(breakdown.getByText('Due now')).toBeVisible();
  await configureServer(page, { name: 'Big Apple SMP', location: 'New York' });
  await expect(breakdown).toContainText('billing starts only when your server is created');
  // No date from now: what is due comes when the server is created, and the renewal a cycle after that.
  await expect(breakdown).toContainText('Due when your server is created€9.99');
  await expect(breakdown).toContainText('Next renewal€9.99 · one billing cycle after your server is created');
  await expect(breakdown.getByText('Due now')).toHaveCount(0);
  await expect(breakdown.getByRole('time')).toHaveCount(0);

  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your order is in the queue' })).toBeVisible();
  await expect(page.getByText(/billing starts only when it is created/)).toBeVisible();
  await checkOrderScreen(page, 'the queued order');

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Servers' }).getByRole('article', { name: 'Big Apple SMP' })).toContainText('in the queue');
});

test('a double click on Order orders once', async ({ page, mock }) => {
  await inPlansMode(mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/order/plan-mc-starter/configure');
  await configureServer(page, { name: 'Twice clicked', location: 'Frankfurt' });
  const orders: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/server/create') && orders.push(request.method()));
  await page.getByRole('button', { name: 'Order' }).dblclick();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  expect(orders).toEqual(['POST']);
});
