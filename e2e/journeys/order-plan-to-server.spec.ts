import { expect, signIn, test, USERS } from '../fixtures';
import { openScreen } from '../support/open-screen';
import { checkOrderScreen, configureServer, inPlansMode } from '../support/ordering';

test('from the catalogue to a paid server: Minecraft Pro in Helsinki with SPRING20, paid from the balance, on the home page', async ({ page, mock }) => {
  await inPlansMode(mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/order');

  await expect(page.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Minecraft Pro' })).toContainText('€9.99 / month');
  await checkOrderScreen(page, 'the plans');

  await page.getByRole('navigation', { name: 'Plan categories' }).getByRole('link', { name: 'Minecraft' }).click();
  await expect(page).toHaveURL('/order/minecraft');
  await expect(page.getByRole('region', { name: 'Rust Standard' })).toHaveCount(0);
  const pro = page.getByRole('region', { name: 'Minecraft Pro' });
  await expect(pro).toContainText('12 left');
  await checkOrderScreen(page, 'the Minecraft plans');

  await pro.getByRole('link', { name: 'Choose Minecraft Pro' }).click();
  await expect(page).toHaveURL('/order/plan-mc-pro/configure');
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Minecraft Pro' })).toBeVisible();
  await configureServer(page, { name: 'Spring survival', location: 'Helsinki' });
  await page.getByRole('textbox', { name: 'Discount code' }).fill('SPRING20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('SPRING20: 20 % off, on every renewal too')).toBeVisible();
  await expect(page.getByTestId('due-now')).toHaveText('€7.99originally €9.99');
  await checkOrderScreen(page, 'configure Minecraft Pro');

  await page.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(page.locator('.invoice-amount')).toContainText('€7.99');

  await page.getByRole('button', { name: /Account balance/ }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+\/pay\/balance$/);
  await page.getByRole('button', { name: 'Pay €7.99 from balance' }).click();
  await expect(page.getByText('Thank you for your payment!')).toBeVisible();

  await openScreen(page, '/');
  await expect(page.getByRole('region', { name: 'Servers' }).getByRole('article', { name: 'Spring survival' })).toBeVisible();
});

test('an expired discount code says it has expired, and nothing is taken off', async ({ page, mock }) => {
  await inPlansMode(mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/order/plan-mc-starter/configure');
  await page.getByRole('textbox', { name: 'Discount code' }).fill('BLACKFRIDAY');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveAccessibleDescription(/This code has expired\./);
  await expect(page.getByTestId('due-now')).toHaveText('€4.99');
});
