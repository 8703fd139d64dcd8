import type { Page } from '@playwright/test';
import type { AuditEntry, Server } from '@panel/api/contract';
import { SEED_SERVERS } from '../../mocks/src/seed/servers';
import { expect, signIn, test, USERS } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';
import { atSeedTime } from '../support/server-screens';

const DESKTOP = { width: 1280, height: 800 };
const admin = { Authorization: `Bearer ${USERS.admin.token}` };

const homeCard = (page: Page, name: string) => page.getByRole('region', { name: 'Servers' }).getByRole('article', { name });

test.beforeEach(async ({ request }) => {
  await atSeedTime(request);
});

test('every server in a table filtered by state and owner; suspending one shows the reason on its owner’s card', async ({ page, context }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, '/staff/servers');
  const table = page.getByRole('table', { name: 'Servers' });
  for (const header of ['Name', 'Owner', 'Location', 'Game', 'Plan or resources', 'State', 'Expires']) await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Suspended' });
  await expect(page).toHaveURL(/state=suspended/);
  await expect(table.getByRole('link', { name: 'Moderation bot' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Survival SMP' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Owner’s user id' }).fill(USERS.nobalance.id);
  await page.getByRole('button', { name: 'Show their servers' }).click();
  await expect(table.getByRole('link', { name: 'Creative world' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Moderation bot' })).toHaveCount(0);
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff servers');
  await page.setViewportSize(DESKTOP);

  await openScreen(page, `/staff/servers/${SEED_SERVERS.survival}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Survival SMP' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff server');
  await page.setViewportSize(DESKTOP);
  const suspension = page.getByRole('region', { name: 'Suspension' });
  await suspension.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspension.getByRole('combobox', { name: 'Reason' })).toHaveAccessibleErrorMessage('Choose the reason the owner will read.');
  await suspension.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Missing the game’s subscription' });
  await suspension.getByRole('textbox', { name: 'Note for the audit log' }).fill('Chargeback on the Pro plan');
  await suspension.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Suspended.', { exact: true })).toBeVisible();
  const lifecycle = page.getByRole('region', { name: 'Lifecycle' });
  await expect(lifecycle).toContainText('Missing the game’s subscription');

  const log = await page.request.get('/api/staff/auditlogs/list?pageSize=100&sort=date&order=desc', { headers: admin });
  const entry = ((await log.json()) as { result: AuditEntry[] }).result.find((candidate) => candidate.target === SEED_SERVERS.survival);
  expect(entry?.changes).toMatchObject({ suspentionReason: { before: null, after: 'MISSING_SUBSCRIPTION_EGG' }, note: { after: 'Chargeback on the Pro plan' } });

  // Last: the customer's tab signs in on the same origin, so the admin's tab is done by then.
  const customer = await context.newPage();
  await signIn(customer, USERS.customer.email);
  await openScreen(customer, '/');
  await expect(homeCard(customer, 'Survival SMP')).toContainText('The plan its game needs is no longer yours.');
});

test('an admin lifts a suspension with a note for the log', async ({ page }) => {
  await signIn(page, USERS.admin.email);
  await openScreen(page, `/staff/servers/${SEED_SERVERS.creative}`);
  const lifecycle = page.getByRole('region', { name: 'Lifecycle' });
  await expect(lifecycle).toContainText('Over the account’s resource limits');
  const suspension = page.getByRole('region', { name: 'Suspension' });
  await suspension.getByRole('textbox', { name: 'Note for the audit log' }).fill('Limits raised by support');
  await suspension.getByRole('button', { name: 'Unsuspend' }).click();
  await expect(page.getByText('Suspension lifted.')).toBeVisible();
  await expect(lifecycle).not.toContainText('Over the account’s resource limits');
  await expect(suspension.getByRole('button', { name: 'Suspend' })).toBeVisible();
  const log = await page.request.get('/api/staff/auditlogs/list?pageSize=100&sort=date&order=desc', { headers: admin });
  const entry = ((await log.json()) as { result: AuditEntry[] }).result.find((candidate) => candidate.target === SEED_SERVERS.creative);
  expect(entry?.changes).toMatchObject({ suspentionReason: { before: 'RESOURCES_EXCEEDED', after: null }, note: { after: 'Limits raised by support' } });
});

test('an admin extends the expiry, gives the server to another user, then deletes it ignoring game-panel errors', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400 .*\/owner/);
  await signIn(page, USERS.admin.email);
  await openScreen(page, `/staff/servers/${SEED_SERVERS.survival}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Survival SMP' })).toBeVisible();

  const expiry = page.getByRole('region', { name: 'Expiry' });
  await expiry.getByLabel('New expiry').fill('2027-03-01T12:00');
  await expiry.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText('Expiry moved.')).toBeVisible();
  const expires = new Date('2027-03-01T12:00').getTime();

  const owner = page.getByRole('region', { name: 'Owner', exact: true });
  await owner.getByRole('textbox', { name: 'New owner' }).fill('nobody@nowhere.test');
  await owner.getByRole('button', { name: 'Change owner' }).click();
  await expect(owner.getByRole('textbox', { name: 'New owner' })).toHaveAccessibleErrorMessage('is no user (give an id, e-mail or username)');
  await owner.getByRole('textbox', { name: 'New owner' }).fill(USERS.nobalance.email);
  await owner.getByRole('button', { name: 'Change owner' }).click();
  await expect(page.getByText('Owner changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lifecycle' }).getByRole('link', { name: new RegExp(USERS.nobalance.email) })).toBeVisible();

  const stored = await page.request.get(`/api/staff/servers/list?where=_id:${SEED_SERVERS.survival}`, { headers: admin });
  expect(((await stored.json()) as { result: Server[] }).result[0]).toMatchObject({ uid: USERS.nobalance.id, expires });

  const deletion = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes(`/api/server/${SEED_SERVERS.survival}/delete`));
  await page.getByRole('region', { name: 'Deletion' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Survival SMP?' });
  await expect(dialog).toContainText('The server, its files and its backups are lost.');
  await expect(dialog).toContainText('If its owner renewed it with coins, the unused part of that renewal goes back to them.');
  await expect(dialog.getByRole('checkbox', { name: 'Ignore game-panel errors' })).toHaveAccessibleDescription(/Its files may then stay on the game panel’s node/);
  await dialog.getByRole('checkbox', { name: 'Ignore game-panel errors' }).check();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'staff server delete');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('textbox').fill('Survival SMP');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect(new URL((await deletion).url()).searchParams.get('ignorePtero')).toBe('true');
  await expect(page.getByText('Deleted Survival SMP.')).toBeVisible();
  await expect(page).toHaveURL('/staff/servers');
  await expect(page.getByRole('table', { name: 'Servers' }).getByRole('link', { name: 'Survival SMP' })).toHaveCount(0);
});
