import type { Page } from '@playwright/test';
import { DEMO_USERS, SEED_INVOICES } from '../../mocks/src/seed';
import { SEED_NOW } from '../../mocks/src/seed/reference-time';
import { SEED_SERVERS } from '../../mocks/src/seed/servers';
import { expect, signIn, test, USERS, type MockApi } from '../fixtures';
import { expectAccessibleInBothThemesAndOnAPhone } from '../support/accessibility';
import { openScreen } from '../support/open-screen';

test.use({ timezoneId: 'UTC' });

const servers = (page: Page) => page.getByRole('region', { name: 'Servers' });
const card = (page: Page, name: string) => servers(page).getByRole('article', { name });
const sidebarCoins = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).getByText(/\d+ coins/);

/** The backend and the page agree on "now": the seed's reference time, as it flows on. */
async function atSeedTime(page: Page, mock: MockApi) {
  await mock.setClock(SEED_NOW);
  await page.clock.install({ time: SEED_NOW });
}

test('the home lists every server in its state, with what to do next, and the unpaid invoices', async ({ page, mock }) => {
  await atSeedTime(page, mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');

  await expect(servers(page).getByRole('heading', { level: 2, name: 'Servers' })).toBeVisible();
  const survival = card(page, 'Survival SMP');
  await expect(survival).toContainText('Active');
  await expect(survival).toContainText('Minecraft: Paper');
  await expect(survival).toContainText('Frankfurt');
  await expect(survival).toContainText('2 GB memory · 100% CPU · 10 GB disk');
  // Due in 60 hours: the date and a live countdown.
  await expect(survival).toContainText('Renew with coins by');
  await expect(survival.locator('.ui-countdown')).toContainText('2 days');
  await expect(survival.getByRole('link', { name: 'Open Survival SMP in the game panel' })).toHaveAttribute('href', /^https:\/\/panel\.nebula-hosting\.example\/server\//);
  await expect(survival.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/server/edit/${SEED_SERVERS.survival}`);
  await expect(survival.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', `/server/transfer/${SEED_SERVERS.survival}`);
  await expect(survival.getByRole('button', { name: 'Renew' })).toBeVisible();
  await expect(survival.getByRole('button', { name: 'Delete' })).toBeVisible();

  const bot = card(page, 'Moderation bot');
  await expect(bot).toContainText('Suspended');
  await expect(bot).toContainText('Its renewal was missed. Renew it with coins to bring it back.');
  await expect(bot).toContainText('It will be deleted on November 26, 2026.');
  await expect(bot.getByRole('link', { name: 'Transfer' })).toHaveCount(0);

  await expect(card(page, 'Modpack test')).toContainText('The game panel is installing it.');

  const starter = card(page, 'Starter world');
  await expect(starter).toContainText('Awaiting payment');
  await expect(starter.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', `/invoice/${SEED_INVOICES.unpaid}`);

  const queued = card(page, 'Queued in New York');
  await expect(queued).toContainText('Position 1 of 2 in the queue.');
  await expect(queued.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // The unpaid invoices, each a way to its page.
  const invoices = page.getByRole('region', { name: 'Unpaid invoices' });
  await invoices.getByRole('link', { name: `Pay invoice ${SEED_INVOICES.unpaid}: Minecraft Starter (4 GB)` }).click();
  await expect(page).toHaveURL(`/invoice/${SEED_INVOICES.unpaid}`);
});

test('renewing with coins: the cost and the new date first, then fewer coins and a later date', async ({ page, mock }) => {
  await atSeedTime(page, mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  await expect(sidebarCoins(page)).toHaveText('340 coins');
  const survival = card(page, 'Survival SMP');
  await expect(survival).toContainText('Nov 22, 2026, 10:00 PM');
  await survival.getByRole('button', { name: 'Renew' }).click();

  const dialog = page.getByRole('dialog', { name: 'Renew Survival SMP?' });
  await expect(dialog).toContainText('Cost50 coins');
  await expect(dialog).toContainText('Your coins340 coins');
  // Due at the seed's time + 60 h; a week on from then.
  await expect(dialog).toContainText('Next renewal dueNov 29, 2026, 10:00 PM');
  await expect(dialog).toContainText('are not refunded');
  const renewals: string[] = [];
  page.on('request', (request) => request.url().endsWith(`/api/server/${SEED_SERVERS.survival}/renew`) && renewals.push(request.method()));
  await dialog.getByRole('button', { name: 'Renew for 50 coins' }).dblclick();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Survival SMP is renewed until Nov 29, 2026, 10:00 PM.')).toBeVisible();
  await expect(sidebarCoins(page)).toHaveText('290 coins');
  await expect(survival).toContainText('Nov 29, 2026, 10:00 PM');
  // A week away: no countdown any more.
  await expect(survival.locator('.ui-countdown')).toHaveCount(0);
  expect(renewals).toEqual(['POST']);
});

test('a renewal the coins do not cover says so, and the refusal keeps the dialog open', async ({ page, mock, request, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  await atSeedTime(page, mock);
  const admin = await (await request.post('/api/auth/login', { data: { email: USERS.admin.email, password: 'demo1234' } })).json();
  await request.post(`/api/staff/users/${DEMO_USERS.customer.id}/edit`, { data: { coins: 20 }, headers: { Authorization: `Bearer ${admin.token}` } });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  await card(page, 'Moderation bot').getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew Moderation bot?' });
  await expect(dialog).toContainText('You need 30 more coins to renew it.');
  await dialog.getByRole('button', { name: 'Renew for 50 coins' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Renewing costs' })).toHaveText('Renewing costs 50 coins; 20 left');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Moderation bot')).toContainText('Suspended');
});

test('deleting a server waits for its name, then it is gone for good', async ({ page }) => {
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  await card(page, 'Modpack test').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Modpack test?' });
  await expect(dialog).toContainText('cannot be undone');
  const confirm = dialog.getByRole('button', { name: 'Delete server' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type Modpack test to confirm' }).fill('Modpack tes');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type Modpack test to confirm' }).fill('Modpack test');
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Modpack test is deleted.')).toBeVisible();
  await expect(card(page, 'Modpack test')).toHaveCount(0);
  await expect(card(page, 'Survival SMP')).toBeVisible();
  await page.reload();
  await expect(card(page, 'Survival SMP')).toBeVisible();
  await expect(card(page, 'Modpack test')).toHaveCount(0);
});

test('cancelling a queued order takes it out of the line', async ({ page }) => {
  const session = await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  const queued = card(page, 'Queued in New York');
  await queued.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the order for Queued in New York?' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The order for Queued in New York is cancelled.')).toBeVisible();
  await expect(queued).toHaveCount(0);
  const list = await (await page.request.get(`/api/user/${session.userId}/servers`, { headers: { Authorization: `Bearer ${session.token}` } })).json();
  expect(list.serversQueue).toEqual([]);
});

test('one server that fails to load leaves the others shown, and comes back on Retry', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await mock.fail({ method: 'GET', path: `/api/server/${SEED_SERVERS.bot}`, status: 500 });
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  await expect(card(page, 'Survival SMP')).toBeVisible();
  await expect(card(page, 'Starter world')).toBeVisible();
  const failed = servers(page).getByRole('article', { name: SEED_SERVERS.bot });
  await expect(failed).toContainText('This server could not be loaded.');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(card(page, 'Moderation bot')).toContainText('Suspended');
});

test('a customer without servers is led to order a first one', async ({ page }) => {
  await signIn(page, USERS.staff.email);
  await openScreen(page, '/');
  await expect(servers(page).getByText('No server yet')).toBeVisible();
  // The seed sells by resource split: a first server is created from the account's resources.
  await expect(servers(page).getByRole('link', { name: 'Create your first server' })).toHaveAttribute('href', '/create');
});

test('an account over its limits is warned, with its usage', async ({ page, request }) => {
  const admin = await (await request.post('/api/auth/login', { data: { email: USERS.admin.email, password: 'demo1234' } })).json();
  const limits = { cpu: 400, memory: 8192, disk: 81920, databases: 8, allocations: 8, backups: 8, servers: 8 };
  const edited = await request.post(`/api/staff/users/${DEMO_USERS.customer.id}/edit`, { data: { limits }, headers: { Authorization: `Bearer ${admin.token}` } });
  expect(edited.ok()).toBe(true);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  const usage = page.getByRole('region', { name: 'Your resources' });
  await expect(usage.getByRole('alert')).toContainText('Your servers use more than your account allows (Memory, CPU)');
  await expect(usage).toContainText('10 GB of 8 GB');
  await expect(card(page, 'Survival SMP')).toContainText('Suspended');
  await expect(card(page, 'Survival SMP')).toContainText('Shrink or delete a server to bring it back.');
});

test('plans mode: a paid plan renews by itself until its automatic renewal is turned off', async ({ page, mock }) => {
  await mock.patchConfig({ features: { perServerPlans: false } });
  const session = await signIn(page, USERS.customer.email);
  const paid = await page.request.post(`/api/invoices/${SEED_INVOICES.unpaid}/pay/balance`, { data: {}, headers: { Authorization: `Bearer ${session.token}` } });
  expect(paid.ok()).toBe(true);
  await openScreen(page, '/');
  const starter = card(page, 'Starter world');
  await expect(starter).toContainText('Renews on');
  // Resource split only: no usage against limits with plans.
  await expect(page.getByRole('region', { name: 'Your resources' })).toHaveCount(0);
  await starter.getByRole('button', { name: 'Turn off automatic renewal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off automatic renewal of Starter world?' });
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Automatic renewal of Starter world is off.')).toBeVisible();
  await expect(starter).toContainText('Expires on');
  await expect(starter.getByRole('button', { name: 'Turn off automatic renewal' })).toHaveCount(0);
});

test('the advent calendar, when on, has its card on the home', async ({ page, mock }) => {
  await mock.patchConfig({ features: { adventCalendar: true } });
  await mock.setClock(Date.UTC(2026, 11, 5, 12));
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  await expect(page.getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', '/adventcalendar');
});

test('the home and its dialogs pass axe in both themes and fit a phone', async ({ page, mock }) => {
  await atSeedTime(page, mock);
  await signIn(page, USERS.customer.email);
  await openScreen(page, '/');
  await expect(card(page, 'Queued in New York')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unpaid invoices' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the home with servers');
  await card(page, 'Survival SMP').getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByRole('dialog', { name: 'Renew Survival SMP?' })).toBeVisible();
  await expectAccessibleInBothThemesAndOnAPhone(page, 'the renew dialog');
});
