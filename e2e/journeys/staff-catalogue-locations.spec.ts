import type { APIRequestContext } from '@playwright/test';
import type { Location, Server } from '@panel/api/contract';
import { SEED_LOCATIONS } from '../../mocks/src/seed/catalogue';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

const DESKTOP = { width: 1280, height: 800 };
const admin = { Authorization: `Bearer ${USERS.admin.token}` };

async function staffList<Doc>(request: APIRequestContext, collection: string): Promise<Doc[]> {
  const response = await request.get(`/api/staff/${collection}/list?pageSize=100`, { headers: admin });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: Doc[] }).result;
}

test('a location created here is offered to a customer creating a server', async ({ page, context }) => {
  test.slow(); // axe reads three screens: the list, the new location and the saved one
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/locations');
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Helsinki' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff locations');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('link', { name: 'New location' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New location' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Lisbon');
  await page.getByRole('spinbutton', { name: 'Max servers' }).fill('-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Max servers' })).toHaveAccessibleErrorMessage('A whole number, at least 0.');
  await page.getByRole('spinbutton', { name: 'Max servers' }).fill('5');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff new location');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created Lisbon.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Lisbon' })).toBeVisible();
  await expect(page.getByText('Orders waiting: 0.')).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff location');

  const customer = await context.newPage();
  await signIn(customer, USERS.customer.email);
  await openScreen(customer, '/create');
  await customer.getByRole('textbox', { name: 'Server name' }).fill('Atlantic');
  await customer.getByRole('radio', { name: /Minecraft: Paper/ }).check();
  await customer.getByRole('button', { name: 'Next' }).click();
  await expect(customer.getByRole('radio', { name: /Lisbon/ })).toBeEnabled();
});

test('force delete says what will be lost, asks for the name, then removes the location with its servers', async ({ page, request }) => {
  const frankfurt = (await staffList<Location>(request, 'locations')).find((location) => location._id === SEED_LOCATIONS.frankfurt);
  const inFrankfurt = (await staffList<Server>(request, 'servers')).filter((server) => server.location === SEED_LOCATIONS.frankfurt);
  expect(frankfurt?.servers).toBeGreaterThan(0);

  await signIn(page, USERS.admin.email);
  await openScreen(page, `/staff/locations/${SEED_LOCATIONS.frankfurt}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frankfurt' })).toBeVisible();
  await expect(page.getByText(`It has ${inFrankfurt.length} servers and 0 waiting orders, so it can only be deleted with them.`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete with its servers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Frankfurt with its servers?' });
  await expect(dialog).toContainText(`This deletes its ${inFrankfurt.length} servers, with their files on the game panel, and cancels its 0 waiting orders.`);
  const confirm = dialog.getByRole('button', { name: 'Delete with its servers' });
  await expect(confirm).toBeDisabled();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff location force delete');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('textbox').fill('Frankfurt');
  await confirm.click();
  await expect(page.getByText(`Deleted Frankfurt, ${inFrankfurt.length} servers and 0 orders.`)).toBeVisible();
  await expect(page).toHaveURL('/staff/locations');
  await expect(page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: 'Frankfurt' })).toHaveCount(0);

  const left = await staffList<Server>(request, 'servers');
  expect(left.filter((server) => inFrankfurt.some((gone) => gone._id === server._id))).toEqual([]);
});

test('a location without servers is deleted with the plain Delete, after a dialog', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/locations/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Temporary');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Temporary' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Temporary?' });
  await expect(dialog).toContainText('No server runs here and no order waits: only the location is deleted.');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Deleted Temporary.')).toBeVisible();
  await expect(page).toHaveURL('/staff/locations');
});

test('clearing a location’s queue says in a dialog what is lost, then empties it', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, `/staff/locations/${SEED_LOCATIONS.newYork}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New York' })).toBeVisible();
  await expect(page.getByText(/^Orders waiting: [1-9]\d*\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear the queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear the queue of New York?' });
  await expect(dialog).toContainText('waiting orders are cancelled; the plan stock they took is given back.');
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff location clear queue');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Clear the queue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Orders waiting: 0.')).toBeVisible();
});
