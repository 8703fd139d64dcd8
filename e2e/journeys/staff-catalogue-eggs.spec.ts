import type { Egg } from '@panel/api/contract';
import { SEED_EGGS } from '../../mocks/src/seed/catalogue';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

const DESKTOP = { width: 1280, height: 800 };

test('an egg’s environment variable keys keep their case, through saving and reloading', async ({ page, request }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/eggs');
  await expect(page.getByRole('table', { name: 'Games' }).getByRole('columnheader', { name: 'Category' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff eggs');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('link', { name: 'Minecraft: Paper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minecraft: Paper' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Key 2' })).toHaveValue('SERVER_JARFILE');
  await page.getByRole('button', { name: 'Add a variable' }).click();
  await page.getByRole('textbox', { name: 'Key 3' }).fill('server_jarfile');
  await page.getByRole('textbox', { name: 'Value 3' }).fill('lower.jar');
  await page.getByRole('button', { name: 'Add a variable' }).click();
  await page.getByRole('textbox', { name: 'Key 4' }).fill('MixedCase_Key');
  await page.getByRole('textbox', { name: 'Value 4' }).fill('Mixed Value');
  // A key used twice is named on its row.
  await page.getByRole('button', { name: 'Add a variable' }).click();
  await page.getByRole('textbox', { name: 'Key 5' }).fill('MixedCase_Key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Key 5' })).toHaveAccessibleErrorMessage('This key is already set above.');
  await page.getByRole('button', { name: 'Remove variable 5' }).click();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff egg');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Key 3' })).toHaveValue('server_jarfile');
  await expect(page.getByRole('textbox', { name: 'Key 4' })).toHaveValue('MixedCase_Key');
  const response = await request.get(`/api/staff/eggs/list?where=_id:${SEED_EGGS.paper}`, { headers: { Authorization: `Bearer ${USERS.admin.token}` } });
  const [egg] = ((await response.json()) as { result: Egg[] }).result;
  expect(egg?.envVars).toEqual({ MINECRAFT_VERSION: '1.21', SERVER_JARFILE: 'server.jar', server_jarfile: 'lower.jar', MixedCase_Key: 'Mixed Value' });
});

test('a new egg is created and listed', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/eggs');
  await page.getByRole('link', { name: 'New egg' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New egg' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff new egg');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('textbox', { name: 'Name' }).fill('Valheim');
  await page.getByRole('textbox', { name: 'Category' }).fill('survival');
  await page.getByRole('button', { name: 'Add a variable' }).click();
  await page.getByRole('textbox', { name: 'Key 1' }).fill('WORLD_NAME');
  await page.getByRole('textbox', { name: 'Value 1' }).fill('Midgard');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created Valheim.')).toBeVisible();
  await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('table', { name: 'Games' }).getByRole('link', { name: 'Valheim' })).toBeVisible();
});
