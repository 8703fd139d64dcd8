import type { APIResponse, Page } from '@playwright/test';
import { SEED_LOCATIONS } from '../../mocks/src/seed/catalogue';
import { SEED_SERVERS } from '../../mocks/src/seed/servers';
import { expect, signIn, test, USERS } from '../fixtures';

// Every issue-16 page: the catalogue family's and the instance family's. STAFF may see none of them.
const EARNING = {
  linkvertise: { enabled: false, userid: null, reward: 1, dailyLimit: 1 },
  jfr: { enabled: false, minMembers: 1, maxMembers: 2, minReward: 1, maxReward: 2, pricePerRewardUnit: 0, pricePerMember: 0, payment: 'balance' },
  other: [],
};

/** The pages by family, a test each: one page load after another, nineteen in one test took most of its timeout on a loaded machine. */
const ADMIN_ONLY_PAGES = {
  catalogue: [
    '/staff/servers', '/staff/servers/x', '/staff/locations', '/staff/locations/x', '/staff/eggs', '/staff/eggs/x', '/staff/plans', '/staff/plans/x',
    '/staff/articles', '/staff/articles/x',
  ],
  instance: [
    '/staff/events', '/staff/events/halloween', '/staff/events/christmas', '/staff/events/christmas/insights',
    '/staff/instance/settings', '/staff/instance/mode', '/staff/sidebar', '/staff/earningmethods', '/staff/apikeys',
  ],
};

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Not found' }), path).toBeVisible();
  await expect(page.getByText('The page you are looking for could not be found.'), path).toBeVisible();
}

for (const [family, paths] of Object.entries(ADMIN_ONLY_PAGES)) {
  test(`STAFF gets not-found on every issue-16 page of the ${family}`, async ({ page }) => {
    await signIn(page, USERS.staff.email);
    for (const path of paths) await expectNotFound(page, path);
  });
}

test('STAFF gets 403 from every issue-16 call, whatever the screen shows', async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: { email: USERS.staff.email, password: 'demo1234' } });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const create = (collection: string, data: object) => request.post(`/api/staff/${collection}/create`, { headers, data: { collection, data } });
  const calls: [string, Promise<APIResponse>][] = [
    // Collection writes (servers) and every read and write of the admin-only collections.
    ['servers edit', request.post('/api/staff/servers/x/edit', { headers, data: { name: 'x' } })],
    ['servers delete', request.delete('/api/staff/servers/x/delete', { headers })],
    ...['locations', 'eggs', 'plans', 'coinItems', 'articles', 'apikeys', 'sidebarLinks'].flatMap((collection): [string, Promise<APIResponse>][] => [
      [`${collection} list`, request.get(`/api/staff/${collection}/list`, { headers })],
      [`${collection} create`, create(collection, { name: 'x', text: 'x', link: '/x', title: 'x' })],
      [`${collection} edit`, request.post(`/api/staff/${collection}/x/edit`, { headers, data: { name: 'x' } })],
      [`${collection} delete`, request.delete(`/api/staff/${collection}/x/delete`, { headers })],
    ]),
    // The instance, migration and event calls.
    ['instance settings', request.get('/api/staff/instance', { headers })],
    ['settings edit', request.post('/api/staff/settings/edit', { headers, data: [{ key: 'info.name', value: 'x' }] })],
    ['test email', request.post('/api/staff/settings/testemail', { headers, data: { email: 'a@b.example' } })],
    ['connection check', request.get('/api/staff/conncheck/stripe', { headers })],
    ['inactive count', request.get('/api/staff/inactiveUsers', { headers })],
    ['inactive delete', request.delete('/api/staff/deleteInactiveUsers', { headers })],
    ['migration psp', request.post('/api/staff/migration/psp?dryRun=true', { headers, data: { planPriceToBalanceRatio: 1, coinsToBalanceRate: 1, expirationDelay: 60 } })],
    ['migration rs', request.post('/api/staff/migration/rs', { headers, data: { balanceToCoinsRatio: 1, expirationDelay: 60 } })],
    ['advent calendar', request.get('/api/staff/events/advent', { headers })],
    ['advent calendar edit', request.put('/api/staff/events/advent', { headers, data: { timezone: 'UTC', background: null, days: Array.from({ length: 24 }, () => ({ title: 'x', description: '', image: null, reward: 1 })) } })],
    ['advent stats', request.get('/api/staff/adventCalendarStats', { headers })],
    ['earning methods', request.get('/api/staff/earningmethods', { headers })],
    ['earning methods edit', request.put('/api/staff/earningmethods', { headers, data: EARNING })],
    // The catalogue's own writes, each with a body an admin's call would pass with, on a customer's server or a real location.
    ['server suspend', request.post(`/api/staff/servers/${SEED_SERVERS.survival}/suspend`, { headers, data: { reason: 'INACTIVE_USER', note: 'x' } })],
    ['server unsuspend', request.post(`/api/staff/servers/${SEED_SERVERS.bot}/unsuspend`, { headers, data: { note: 'x' } })],
    ['server extend', request.post(`/api/staff/servers/${SEED_SERVERS.survival}/extend`, { headers, data: { expires: Date.UTC(2099, 0, 1) } })],
    ['server owner', request.post(`/api/staff/servers/${SEED_SERVERS.survival}/owner`, { headers, data: { user: USERS.nobalance.email } })],
    ['server delete', request.delete(`/api/server/${SEED_SERVERS.survival}/delete`, { headers })],
    ['server delete ignoring the game panel', request.delete(`/api/server/${SEED_SERVERS.survival}/delete?ignorePtero=true`, { headers })],
    ['location force delete', request.post('/api/staff/forceLocDelete', { headers, data: { location: SEED_LOCATIONS.helsinki } })],
    ['queue clear', request.post(`/api/staff/queues/${SEED_LOCATIONS.newYork}/clear`, { headers })],
    ['coin renewal rules', request.post('/api/staff/updateLocCoinRenewalRules', { headers, data: { location: SEED_LOCATIONS.frankfurt } })],
  ];
  // Every answer first, then the checks: a failed check must not leave calls running.
  const answered = await Promise.all(calls.map(async ([what, call]) => ({ what, status: (await call).status() })));
  for (const { what, status } of answered) expect(status, what).toBe(403);
  // What STAFF keep: reading a customer's servers for the user pages.
  const server = await request.get(`/api/server/${SEED_SERVERS.survival}`, { headers });
  expect(server.status()).toBe(200);
  expect(((await server.json()) as { server: { db: { suspended: unknown; uid: string } } }).server.db).toMatchObject({ suspended: null, uid: USERS.customer.id });
  const servers = await request.get(`/api/staff/servers/list?where=uid:${USERS.customer.id}`, { headers });
  expect(servers.status()).toBe(200);
  expect(((await servers.json()) as { metadata: { totalCount: number } }).metadata.totalCount).toBeGreaterThan(0);
});
