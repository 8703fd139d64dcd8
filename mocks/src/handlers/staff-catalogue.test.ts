import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const admin = DEMO_USERS.admin.token;
const customerServer = () => db.domain.servers.find((server) => server.uid === DEMO_USERS.customer.id && server.suspended === null)!;
const post = (path: string, body: unknown, token: string = admin) => call(path, { method: 'POST', token, body });

describe('staff server actions', () => {
  it('suspends with a reason the owner sees, lifts it, and audits both with the note', async () => {
    const server = customerServer();
    const suspended = await post(`/api/staff/servers/${server._id}/suspend`, { reason: 'MISSING_SUBSCRIPTION_EGG', note: 'Abuse report 12' });
    expect(suspended.status).toBe(200);
    const card = (await (await call(`/api/server/${server._id}`, { token: DEMO_USERS.customer.token })).json()) as { server: { state: string; suspentionReason: string } };
    expect(card.server).toMatchObject({ state: 'suspended', suspentionReason: 'MISSING_SUBSCRIPTION_EGG' });
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: DEMO_USERS.admin.id, action: 'edit', collection: 'servers', target: server._id, changes: { suspentionReason: { before: null, after: 'MISSING_SUBSCRIPTION_EGG' }, note: { after: 'Abuse report 12' } } });
    expect((await post(`/api/staff/servers/${server._id}/suspend`, { reason: 'INACTIVE_USER' })).status).toBe(400);

    expect((await post(`/api/staff/servers/${server._id}/unsuspend`, { note: 'Resolved' })).status).toBe(200);
    expect(server).toMatchObject({ suspended: null, suspentionReason: null });
    expect(db.domain.auditlogs.at(-1)?.changes.note).toEqual({ before: null, after: 'Resolved' });
    expect((await post(`/api/staff/servers/${server._id}/unsuspend`, {})).status).toBe(400);
  });

  it('extends the expiry only into the future, naming the field when refused', async () => {
    const server = customerServer();
    const refused = await post(`/api/staff/servers/${server._id}/extend`, { expires: 1 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: [{ field: 'body.expires' }] });
    const later = Date.now() + 30 * 86_400_000;
    expect((await post(`/api/staff/servers/${server._id}/extend`, { expires: later })).status).toBe(200);
    expect(server.expires).toBe(later);
    expect(db.domain.auditlogs.at(-1)?.changes.expires?.after).toBe(later);
  });

  it('gives a server to a user named by e-mail, and refuses an unknown one or the same owner', async () => {
    const server = customerServer();
    expect((await post(`/api/staff/servers/${server._id}/owner`, { user: 'nobody@nowhere.test' })).status).toBe(400);
    expect((await post(`/api/staff/servers/${server._id}/owner`, { user: DEMO_USERS.customer.id })).status).toBe(400);
    expect((await post(`/api/staff/servers/${server._id}/owner`, { user: DEMO_USERS.nobalance.email })).status).toBe(200);
    expect(server.uid).toBe(DEMO_USERS.nobalance.id);
    expect(db.domain.auditlogs.at(-1)?.changes.uid).toEqual({ before: DEMO_USERS.customer.id, after: DEMO_USERS.nobalance.id });
  });

  it('is for admins only', async () => {
    const server = customerServer();
    for (const token of [DEMO_USERS.staff.token, DEMO_USERS.customer.token]) {
      expect((await post(`/api/staff/servers/${server._id}/suspend`, { reason: 'INACTIVE_USER' }, token)).status).toBe(403);
      expect((await post(`/api/staff/servers/${server._id}/owner`, { user: DEMO_USERS.staff.id }, token)).status).toBe(403);
    }
    expect(server.suspended).toBeNull();
  });

  it('audits a staff deletion that ignores game-panel errors', async () => {
    const server = customerServer();
    expect((await call(`/api/server/${server._id}/delete?ignorePtero=true`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(db.domain.servers.some((other) => other._id === server._id)).toBe(false);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ action: 'delete', collection: 'servers', target: server._id });
  });
});

describe('catalogue rules on the generic calls', () => {
  const create = (collection: string, data: unknown) => post(`/api/staff/${collection}/create`, { collection, data });

  it('refuses an article slug another article has, on create and edit', async () => {
    const taken = db.domain.articles[0]!.slug;
    const refused = await create('articles', { title: 'Again', slug: taken, content: 'x' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: [{ field: 'body.data.slug', message: 'is already used by another article' }] });
    const created = await create('articles', { title: 'Fresh', slug: 'fresh-news', content: 'x' });
    const { field } = (await created.json()) as { field: { insertedId: string } };
    expect((await post(`/api/staff/articles/${field.insertedId}/edit`, { slug: taken })).status).toBe(400);
    expect((await post(`/api/staff/articles/${field.insertedId}/edit`, { slug: 'fresh-news', title: 'Fresh!' })).status).toBe(200);
  });

  it('refuses a plan with resources a game panel would not take, or a sale that ends before it starts', async () => {
    const base = { name: 'Tiny', price: 1, category: 'Test' };
    const tiny = await create('plans', { ...base, productContent: { cpu: 5, memory: 64, disk: 1024, databases: 0, allocations: 1, backups: 0, servers: 1 } });
    expect(tiny.status).toBe(400);
    expect(((await tiny.json()) as { fields: { field: string }[] }).fields.map((entry) => entry.field)).toEqual(['body.data.productContent.cpu', 'body.data.productContent.memory']);
    expect((await create('plans', { ...base, availableIn: 2000, availableUntil: 1000 })).status).toBe(400);
    expect((await create('plans', { ...base, price: -1 })).status).toBe(400);
    expect((await create('plans', base)).status).toBe(201);
  });

  it('keeps a draft article from customers until it is published, then dates it from then', async () => {
    const created = await create('articles', { title: 'Coming soon', slug: 'coming-soon', content: 'Soon.', draft: true });
    const { field } = (await created.json()) as { field: { insertedId: string } };
    const listed = async () => ((await (await call('/api/articles')).json()) as { articles: { slug: string }[] }).articles.map((article) => article.slug);
    expect(await listed()).not.toContain('coming-soon');
    const written = db.domain.articles.find((article) => article._id === field.insertedId)!.published;
    await call('/api/__mock/clock', { method: 'POST', body: { now: written + 3_600_000 } });
    expect((await post(`/api/staff/articles/${field.insertedId}/edit`, { draft: false })).status).toBe(200);
    expect(await listed()).toContain('coming-soon');
    expect(db.domain.articles.find((article) => article._id === field.insertedId)?.published).toBe(written + 3_600_000);
  });

  it('links a game to the game panel’s egg and nest, refusing ids below 1', async () => {
    expect((await create('eggs', { name: 'Valheim', category: 'survival', egg: 0 })).status).toBe(400);
    const created = await create('eggs', { name: 'Valheim', category: 'survival', egg: 12, nest: 3, image: 'https://example.test/valheim.png', envVars: { WorldName: 'Midgard' } });
    expect(created.status).toBe(201);
    expect(db.domain.eggs.at(-1)).toMatchObject({ egg: 12, nest: 3, envVars: { WorldName: 'Midgard' } });
  });
});

describe('a location’s game panel id', () => {
  const edit = (body: unknown) => post('/api/staff/locations/loc-helsinki/edit', body);
  const helsinki = () => db.domain.locations.find((location) => location._id === 'loc-helsinki');

  it.each([[-1], [1.5], ['7']])('refuses %j', async (pid) => {
    const response = await edit({ pid });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: [expect.objectContaining({ field: 'body.pid' })] });
  });

  it('takes a whole number of 0 or more, and null takes it away', async () => {
    expect((await edit({ pid: 0 })).status).toBe(200);
    expect(helsinki()?.pid).toBe(0);
    expect((await edit({ pid: null })).status).toBe(200);
    expect(helsinki()).not.toHaveProperty('pid');
    const created = await post('/api/staff/locations/create', { data: { name: 'Tokyo', maxservers: 5, pid: 12 } });
    const { field } = (await created.json()) as { field: { insertedId: string } };
    expect(db.domain.locations.find((location) => location._id === field.insertedId)?.pid).toBe(12);
  });
});
