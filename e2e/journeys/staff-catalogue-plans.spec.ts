import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { inPlansMode } from '../support/ordering';

const DESKTOP = { width: 1280, height: 800 };

test('a plan created here, previewed as customers will see it, appears on /order with its price', async ({ page, context, mock, consoleErrors }) => {
  // The refused resources below: the browser logs the 400 the form then shows on the fields.
  consoleErrors.allow(/status of 400 .*\/api\/staff\/plans\/create/);
  await inPlansMode(mock);
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/plans');
  const table = page.getByRole('table', { name: 'Plans' });
  await expect(table.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Minecraft Pro' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff plans');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('link', { name: 'New plan' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Valheim Longship');
  await page.getByRole('textbox', { name: 'Category' }).fill('valheim');
  await page.getByRole('spinbutton', { name: 'Price' }).fill('7.5');
  await page.getByRole('textbox', { name: 'Description' }).fill('Ten Vikings and their boats.');
  await page.getByRole('checkbox', { name: 'Yearly' }).check();
  const preview = page.getByRole('region', { name: 'Customer card preview' });
  await expect(preview.getByRole('heading', { name: 'Valheim Longship' })).toBeVisible();
  await expect(preview).toContainText('€7.50 a month');
  await expect(preview.getByRole('list', { name: 'Billing cycles' })).toContainText('Yearly: €91.25');

  // The form's own check, on the field, before anything is sent.
  await page.getByRole('spinbutton', { name: 'Memory (MB)' }).fill('64');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Memory (MB)' })).toHaveAccessibleErrorMessage('A whole number, at least 128.');
  await page.getByRole('spinbutton', { name: 'Memory (MB)' }).fill('4096');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff new plan');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created Valheim Longship.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Valheim Longship' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff plan');

  const customer = await context.newPage();
  await signIn(customer, USERS.customer.email);
  await openScreen(customer, '/order');
  const card = customer.getByRole('region', { name: 'Valheim Longship' });
  await expect(card).toContainText('€7.50 / month');
  await expect(card).toContainText('Ten Vikings and their boats.');
});

test('an admin changes a plan’s price and hides it; the list says so', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/plans/plan-discord-bot');
  await expect(page.getByRole('heading', { level: 1, name: 'Discord Bot' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Price' }).fill('2.49');
  await page.getByRole('checkbox', { name: 'Hidden' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Plans' }).click();
  const row = page.getByRole('row', { name: /Discord Bot/ });
  await expect(row).toContainText('€2.49');
  await expect(row.getByRole('cell').last()).toHaveText('Yes');
});

test('a resource pack created under the plans is sold in the coin shop', async ({ page, context }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/plans');
  await expect(page.getByRole('table', { name: 'Resource packs' }).getByRole('link', { name: 'Memory' })).toBeVisible();
  await page.getByRole('link', { name: 'New resource pack' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New resource pack' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Backup slot');
  await page.getByRole('combobox', { name: 'Resource' }).selectOption({ label: 'Backups' });
  await page.getByRole('spinbutton', { name: 'Adds' }).fill('1');
  await page.getByRole('textbox', { name: 'Shown as' }).fill('1 backup');
  await page.getByRole('spinbutton', { name: 'Price (coins)' }).fill('60');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff new resource pack');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created Backup slot.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Backup slot' })).toBeVisible();

  const customer = await context.newPage();
  await signIn(customer, USERS.customer.email);
  await openScreen(customer, '/shop');
  const pack = customer.getByRole('region', { name: 'Resource packs' }).getByRole('listitem').filter({ has: customer.getByRole('link', { name: 'Backup slot' }) });
  await expect(pack).toContainText('Adds 1 backup');
  await expect(pack).toContainText('60 coins');
});
