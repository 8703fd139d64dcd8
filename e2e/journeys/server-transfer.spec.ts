import { SEED_LOCATIONS } from '../../mocks/src/seed/catalogue';
import { SEED_SERVERS } from '../../mocks/src/seed/servers';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone, PHONE } from '../support/accessibility';
import { holdRequests } from '../support/hold-requests';
import { openScreen } from '../support/open-screen';
import { adminEdits, atSeedTime, serverNow } from '../support/server-screens';

const survival = SEED_SERVERS.survival;
const transferPath = `/api/server/${survival}/transfer`;

test.beforeEach(async ({ page, request }) => {
  await atSeedTime(request);
  await signIn(page, USERS.customer.email);
});

test('transfer to a location with room: confirmed, sent once, being transferred, then in its new location', async ({ page, request }) => {
  await openScreen(page, `/server/transfer/${survival}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Survival SMP' })).toBeVisible();
  await expect(page.getByText('Now in Frankfurt', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /Helsinki/ }).click();
  await page.getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Survival SMP to Helsinki?' });
  await expect(dialog).toContainText('The server keeps its files.');

  const transfers: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === transferPath) transfers.push(sent.url());
  });
  const release = await holdRequests(page, `**${transferPath}`);
  await dialog.getByRole('button', { name: 'Move to Helsinki' }).dblclick();
  await expect(page.getByText('Being transferred to Helsinki…')).toBeVisible();
  await release();
  await expect(page.getByRole('status').filter({ hasText: 'Survival SMP is now in Helsinki.' })).toBeVisible();
  await expect(page.getByText('Now in Helsinki', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Helsinki/ })).toBeDisabled();
  expect(transfers).toHaveLength(1);
  expect((await serverNow(request, survival)).db.location).toBe(SEED_LOCATIONS.helsinki);
});

test('a full location cannot be chosen, with the reason; one that fills meanwhile is refused with the server’s reason', async ({ page, request, consoleErrors }) => {
  // The browser logs the refused call; the refusal is what this test is about.
  consoleErrors.allow(/status of 409 .*\/api\/server\/srv-survival\/transfer/);
  await openScreen(page, `/server/transfer/${survival}`);
  const newYork = page.getByRole('radio', { name: /New York/ });
  await expect(newYork).toBeDisabled();
  await expect(newYork).toHaveAccessibleName(/Full/);
  await expect(page.getByRole('radio', { name: /Frankfurt/ })).toHaveAccessibleName(/The server is here now/);

  await page.getByRole('radio', { name: /Helsinki/ }).click();
  // Helsinki holds two servers in the seed: staff cut its capacity to that.
  await adminEdits(request, 'locations', SEED_LOCATIONS.helsinki, { maxservers: 2 });
  await page.getByRole('button', { name: 'Transfer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to Helsinki' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The transfer was refused' });
  await expect(refusal).toContainText('Helsinki is full');
  await expect(page.getByRole('radio', { name: /Helsinki/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Helsinki/ })).toHaveAccessibleName(/Full/);
  await expect(page.getByText('Now in Frankfurt', { exact: true })).toBeVisible();
  expect((await serverNow(request, survival)).db.location).toBe(SEED_LOCATIONS.frankfurt);
});

test('a location in maintenance cannot be chosen, and says so', async ({ page, request }) => {
  await adminEdits(request, 'locations', SEED_LOCATIONS.helsinki, { maintenance: true });
  await openScreen(page, `/server/transfer/${survival}`);
  const helsinki = page.getByRole('radio', { name: /Helsinki/ });
  await expect(helsinki).toBeDisabled();
  await expect(helsinki).toHaveAccessibleName(/In maintenance/);
  await expect(page.getByText('No other location can take this server right now.')).toBeVisible();
});

test('with the keyboard alone: arrows choose, Enter transfers, the dialog confirms', async ({ page }) => {
  await openScreen(page, `/server/transfer/${survival}`);
  const helsinki = page.getByRole('radio', { name: /Helsinki/ });
  await helsinki.focus();
  await page.keyboard.press('Space');
  await expect(helsinki).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Transfer' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move Survival SMP to Helsinki?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Move to Helsinki' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Now in Helsinki', { exact: true })).toBeVisible();
});

test('an unknown server says so', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await openScreen(page, '/server/transfer/srv-none');
  await expect(page.getByText('This server does not exist, or it is not yours.')).toBeVisible();
});

test('at 375 px: accessible in both themes, no sideways scroll', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openScreen(page, `/server/transfer/${survival}`);
  await page.getByRole('radio', { name: /Helsinki/ }).click();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the transfer screen');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the transfer confirmation');
});
