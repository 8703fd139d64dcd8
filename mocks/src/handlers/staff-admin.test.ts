import { describe, expect, it } from 'vitest';
import { perServerPlansFor } from '@panel/rules';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { DEMO_API_KEY_SECRET } from '../seed/content';
import { daysFromSeed } from '../seed/reference-time';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, staff, customer } = DEMO_USERS;
const post = (path: string, body: unknown, token: string = admin.token) => call(path, { method: 'POST', token, body });

async function newKey(data: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const response = await post('/api/staff/apikeys/create', { collection: 'apikeys', data });
  expect(response.status).toBe(201);
  const { field } = (await response.json()) as { field: { insertedId: string; secret: string } };
  return { id: field.insertedId, secret: field.secret };
}

describe('API keys as bearer tokens on the staff API', () => {
  it('lists users with a key, records its last use, and stores only a hash', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    const response = await call('/api/staff/users/list?pageSize=5', { token: DEMO_API_KEY_SECRET });
    expect(response.status).toBe(200);
    const { metadata } = (await response.json()) as { metadata: { totalCount: number } };
    expect(metadata.totalCount).toBe(db.users.size);
    const key = db.domain.apikeys.find((stored) => stored._id === 'key-billing-sync');
    expect(key?.lastUsed).toBe(daysFromSeed(0));
    expect(JSON.stringify(db.domain.apikeys)).not.toContain(DEMO_API_KEY_SECRET);
  });

  it('is refused outside the staff API', async () => {
    expect((await call(`/api/user/${admin.id}/info`, { token: DEMO_API_KEY_SECRET })).status).toBe(401);
  });

  it('a read-only key reads but cannot write', async () => {
    const { secret } = await newKey({ name: 'Reporting', scope: 'read' });
    expect((await call('/api/staff/users/list', { token: secret })).status).toBe(200);
    const write = await post(`/api/staff/users/${customer.id}/edit`, { coins: 1 }, secret);
    expect(write.status).toBe(403);
    expect(((await write.json()) as { message: string }).message).toMatch(/read-only/);
  });

  it('a full key writes as an admin, audited under the key', async () => {
    const { id, secret } = await newKey({ name: 'Automation', scope: 'full' });
    expect((await post(`/api/staff/users/${customer.id}/edit`, { coins: 7 }, secret)).status).toBe(200);
    expect(db.users.get(customer.id)?.coins).toBe(7);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: `apikey:${id}`, target: customer.id });
  });

  it('stops at once when revoked, and once expired', async () => {
    const { id, secret } = await newKey({ name: 'Short', expires: daysFromSeed(2) });
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(1) } });
    expect((await call('/api/staff/users/list', { token: secret })).status).toBe(200);
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(3) } });
    expect((await call('/api/staff/users/list', { token: secret })).status).toBe(401);
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(1) } });
    expect((await call(`/api/staff/apikeys/${id}/delete`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await call('/api/staff/users/list', { token: secret })).status).toBe(401);
  });

  it('only admins manage keys; the list never shows a secret', async () => {
    expect((await call('/api/staff/apikeys/list', { token: staff.token })).status).toBe(403);
    expect((await post('/api/staff/apikeys/create', { collection: 'apikeys', data: { name: 'x' } }, staff.token)).status).toBe(403);
    const list = await (await call('/api/staff/apikeys/list', { token: admin.token })).text();
    expect(list).not.toContain('secretHash');
    expect((await post('/api/staff/apikeys/create', { collection: 'apikeys', data: { name: 'x', scope: 'everything' } })).status).toBe(400);
  });
});

describe('the mode switch’s dry run', () => {
  it('answers what the switch then does, changing and recording nothing', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    const body = { planPriceToBalanceRatio: 1, coinsToBalanceRate: 0.01, expirationDelay: 86_400 };
    const usersBefore = JSON.stringify([...db.users.values()]);
    const serversBefore = JSON.stringify(db.domain.servers);
    const plansBefore = JSON.stringify(db.domain.plans);
    const audits = db.domain.auditlogs.length;
    const dry = await post('/api/staff/migration/psp?dryRun=true', body);
    expect(dry.status).toBe(200);
    const preview = await dry.json();
    expect(JSON.stringify([...db.users.values()])).toBe(usersBefore);
    expect(JSON.stringify(db.domain.servers)).toBe(serversBefore);
    expect(JSON.stringify(db.domain.plans)).toBe(plansBefore);
    expect(db.config.features.perServerPlans).toBe(perServerPlansFor('resources'));
    expect(db.domain.auditlogs).toHaveLength(audits);

    const done = await post('/api/staff/migration/psp', body);
    expect(await done.json()).toEqual(preview);
    // The demo customer alone brings 340 coins and 10.38 of balance (4.99 + 1.99 of plans, 3.40 of coins).
    const { balance, coins } = preview as { balance: number; coins: number };
    expect(coins).toBeGreaterThanOrEqual(340);
    expect(balance).toBeGreaterThanOrEqual(10.38);
    expect(db.config.features.perServerPlans).toBe(perServerPlansFor('plans'));
  });

  it('is refused to staff, like the switch', async () => {
    expect((await post('/api/staff/migration/psp?dryRun=true', { planPriceToBalanceRatio: 1, coinsToBalanceRate: 1, expirationDelay: 1 }, staff.token)).status).toBe(403);
  });
});

describe('sidebar links', () => {
  it('refuse %USER_TOKEN% and keep %USER.<field>%', async () => {
    const refused = await post('/api/staff/sidebarLinks/create', { collection: 'sidebarLinks', data: { text: 'Leak', link: 'https://x.example/?t=%USER_TOKEN%' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('body.data.link');
    const kept = await post('/api/staff/sidebarLinks/create', { collection: 'sidebarLinks', data: { text: 'Me', link: 'https://x.example/u/%USER.username%' } });
    expect(kept.status).toBe(201);
  });
});

const put = (path: string, body: unknown, token: string = admin.token) => call(path, { method: 'PUT', token, body });

describe('inactive accounts', () => {
  it('counts what the cleanup would delete, and the cleanup deletes exactly those', async () => {
    const { count, users } = (await (await call('/api/staff/inactiveUsers', { token: admin.token })).json()) as { count: number; users: string[] };
    expect(count).toBe(users.length);
    const deleted = (await (await call('/api/staff/deleteInactiveUsers', { method: 'DELETE', token: admin.token })).json()) as { users: string[] };
    expect(deleted.users.sort()).toEqual([...users].sort());
    expect((await call('/api/staff/inactiveUsers', { token: staff.token })).status).toBe(403);
  });
});

describe('the advent calendar', () => {
  it('reads and saves timezone, background and days, audited', async () => {
    const calendar = (await (await call('/api/staff/events/advent', { token: admin.token })).json()) as { days: { title: string; reward: number }[]; season: { start: number; end: number } };
    expect(calendar.days).toHaveLength(24);
    expect(calendar.season.end - calendar.season.start).toBe(24 * 86_400_000);
    const days = calendar.days.map((day, index) => ({ ...day, title: index === 0 ? 'Snowflake' : day.title, reward: index === 0 ? 99 : day.reward }));
    const saved = await put('/api/staff/events/advent', { timezone: 'Europe/Paris', background: 'https://cdn.example/advent.png', days });
    expect(saved.status).toBe(200);
    expect(db.domain.advent).toMatchObject({ timezone: 'Europe/Paris', background: 'https://cdn.example/advent.png' });
    expect(db.domain.advent.days[0]).toMatchObject({ title: 'Snowflake', reward: 99 });
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ action: 'edit', collection: 'events', target: 'advent' });
  });

  it('refuses an unknown timezone or a plain-http image, naming the field', async () => {
    const { days } = (await (await call('/api/staff/events/advent', { token: admin.token })).json()) as { days: { image: string | null }[] };
    days[3] = { ...days[3]!, image: 'http://insecure.example/a.png' };
    const refused = await put('/api/staff/events/advent', { timezone: 'Mars/Olympus', background: null, days });
    expect(refused.status).toBe(400);
    const text = JSON.stringify(await refused.json());
    expect(text).toContain('body.timezone');
    expect(text).toContain('body.days.3.image');
    expect((await put('/api/staff/events/advent', { timezone: 'UTC', background: null, days: days.slice(1) })).status).toBe(400);
    expect((await call('/api/staff/events/advent', { token: staff.token })).status).toBe(403);
  });
});

describe('earning methods', () => {
  it('shows each method with its use and saves them, keeping a link’s clicks', async () => {
    const methods = (await (await call('/api/staff/earningmethods', { token: admin.token })).json()) as {
      linkvertise: object; jfr: object; other: { _id: string; name: string; link: string; reward: number; clicks: number }[]; usage: { otherToday: Record<string, number> };
    };
    const [first] = methods.other;
    expect(first).toBeDefined();
    expect(methods.usage.otherToday).toHaveProperty(first!._id);
    const other = [{ _id: first!._id, name: 'Renamed', link: first!.link, reward: 5 }, { name: 'Newsletter', link: 'https://news.example/join', reward: 3 }];
    const saved = await put('/api/staff/earningmethods', { linkvertise: methods.linkvertise, jfr: methods.jfr, other });
    expect(saved.status).toBe(200);
    expect(db.domain.earning.other[0]).toMatchObject({ _id: first!._id, name: 'Renamed', reward: 5, clicks: first!.clicks });
    expect(db.domain.earning.other[1]).toMatchObject({ name: 'Newsletter', clicks: 0 });
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ collection: 'earningmethods' });
  });

  it('refuses bounds the wrong way round', async () => {
    const { linkvertise, jfr } = db.domain.earning;
    const refused = await put('/api/staff/earningmethods', { linkvertise, jfr: { ...jfr, minMembers: 50, maxMembers: 10 }, other: [] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('body.jfr.maxMembers');
    expect((await put('/api/staff/earningmethods', { linkvertise, jfr, other: [] }, staff.token)).status).toBe(403);
  });
});

describe('sidebar links for customers', () => {
  it('come in the admin’s order', async () => {
    await post('/api/staff/sidebarLinks/create', { collection: 'sidebarLinks', data: { text: 'First', link: 'https://first.example', order: 0 } });
    await post('/api/staff/sidebarLinks/create', { collection: 'sidebarLinks', data: { text: 'Last', link: 'https://last.example', order: 9 } });
    const { items } = (await (await call('/api/sidebar/links')).json()) as { items: { text: string; order?: number }[] };
    expect(items.map((item) => item.text).at(-1)).toBe('Last');
    expect(items.map((item) => item.order ?? 0)).toEqual([...items.map((item) => item.order ?? 0)].sort((a, b) => a - b));
  });
});
