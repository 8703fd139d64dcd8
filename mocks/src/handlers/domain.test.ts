import { describe, expect, it } from 'vitest';
import type { Location, ServerView } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { SEED_CODES } from '../seed/content';
import { SEED_LOCATIONS } from '../seed/catalogue';
import { SEED_SERVERS } from '../seed/servers';
import { daysFromSeed } from '../seed/reference-time';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const customer = DEMO_USERS.customer.token;
const json = async <T>(path: string, token?: string): Promise<T> => {
  const response = await call(path, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('catalogue', () => {
  it('counts servers per location, one location full', async () => {
    const { locations } = await json<{ locations: Location[] }>('/api/locations');
    const byId = new Map(locations.map((location) => [location._id, location]));
    expect(byId.get(SEED_LOCATIONS.newYork)).toMatchObject({ servers: 3, maxservers: 3 });
    expect(byId.get(SEED_LOCATIONS.frankfurt)?.servers).toBeLessThan(byId.get(SEED_LOCATIONS.frankfurt)?.maxservers ?? 0);
  });

  it('lists eggs most used first and answers one egg or 404', async () => {
    const { eggs } = await json<{ eggs: { _id: string; servers: number }[] }>('/api/eggs');
    expect(eggs.map((egg) => egg.servers)).toEqual([...eggs.map((egg) => egg.servers)].sort((a, b) => b - a));
    expect((await call(`/api/eggs/${eggs[0]?._id}`)).status).toBe(200);
    expect((await call('/api/eggs/nope')).status).toBe(404);
  });
});

describe('servers', () => {
  it("lists the customer's servers and queued orders; others may not", async () => {
    const body = await json<{ servers: string[]; serversQueue: string[] }>(`/api/user/${DEMO_USERS.customer.id}/servers`, customer);
    expect(body.servers).toEqual(expect.arrayContaining([SEED_SERVERS.survival, SEED_SERVERS.bot]));
    expect(body.serversQueue).toEqual(['queue-customer-ny']);
    expect((await call(`/api/user/${DEMO_USERS.customer.id}/servers`, { token: DEMO_USERS.nobalance.token })).status).toBe(403);
    expect((await call(`/api/user/${DEMO_USERS.customer.id}/servers`, { token: DEMO_USERS.staff.token })).status).toBe(200);
  });

  it.each([
    [SEED_SERVERS.survival, 'active'],
    [SEED_SERVERS.bot, 'suspended'],
    [SEED_SERVERS.modpack, 'installing'],
    [SEED_SERVERS.awaiting, 'awaiting-payment'],
  ])('shows %s as %s', async (id, state) => {
    const { server } = await json<{ server: ServerView }>(`/api/server/${id}`, customer);
    expect(server.state).toBe(state);
  });

  it('counts the deletion of a missed renewal from the renewal due, plus deletionThreshold days', async () => {
    db.config.settings.deletionThreshold = 3;
    const { server } = await json<{ server: ServerView }>(`/api/server/${SEED_SERVERS.bot}`, customer);
    expect(server).toMatchObject({ suspentionReason: 'RENEWAL_REQUIRED', deletionAt: daysFromSeed(2) });
  });

  it("answers 403 for another user's server and 404 for none", async () => {
    expect((await call(`/api/server/${SEED_SERVERS.survival}`, { token: DEMO_USERS.nobalance.token })).status).toBe(403);
    expect((await call('/api/server/nope', { token: customer })).status).toBe(404);
  });
});

describe('content and money', () => {
  it('shows only articles published by the mock clock, newest first', async () => {
    expect((await json<{ articles: unknown[] }>('/api/articles')).articles).toHaveLength(2);
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(-30) } });
    const { articles } = await json<{ articles: { slug: string }[] }>('/api/articles');
    expect(articles.map((article) => article.slug)).toEqual(['welcome']);
  });

  it('names each article’s author, which a customer could not look up from the id', async () => {
    const { articles } = await json<{ articles: { slug: string; author: string; authorName?: string }[] }>('/api/articles');
    expect(articles.map(({ slug, author, authorName }) => ({ slug, author, authorName }))).toEqual([
      { slug: 'coins', author: DEMO_USERS.staff.id, authorName: db.users.get(DEMO_USERS.staff.id)?.username },
      { slug: 'welcome', author: DEMO_USERS.admin.id, authorName: db.users.get(DEMO_USERS.admin.id)?.username },
    ]);
    db.domain.articles[0]!.author = 'u-deleted';
    expect((await json<{ articles: object[] }>('/api/articles')).articles.some((article) => !('authorName' in article))).toBe(true);
  });

  it("answers the caller's last transactions, newest first", async () => {
    const { transactions } = await json<{ transactions: { user: string; date: number }[] }>('/api/user/funds/history', customer);
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.every((transaction) => transaction.user === DEMO_USERS.customer.id)).toBe(true);
    expect(transactions.map((t) => t.date)).toEqual([...transactions.map((t) => t.date)].sort((a, b) => b - a));
  });

  it.each([
    [`/api/coupon/${SEED_CODES.activeCoupon}`, 200],
    ['/api/coupon/NOPE', 404],
    [`/api/discount/${SEED_CODES.discount}`, 200],
    ['/api/discount/NOPE', 404],
    ['/api/sidebar/links', 200],
  ])('%s answers %i', async (path, status) => {
    expect((await call(path)).status).toBe(status);
  });
});
