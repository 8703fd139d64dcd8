import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '@panel/api/contract';
import type { CoinMovement, JfrListing } from '../contract/wire-types';
import { db } from '../db';
import { COUPON_FAILURE_LIMIT } from '../domain/coupons';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { SEED_CODES } from '../seed/content';
import { SEED_EARNING_METHODS, SEED_JFR } from '../seed/earning';
import { daysFromSeed } from '../seed/reference-time';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, customer, nobalance } = DEMO_USERS;
const post = (path: string, token: string = customer.token, body?: unknown) => call(path, { method: 'POST', token, body });
const json = async <T>(path: string, token?: string): Promise<T> => (await (await call(path, { token })).json()) as T;
const coinsOf = (userId: string) => db.users.get(userId)?.coins;

beforeEach(() => call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } }));

describe('redeeming a coins code', () => {
  it('credits the coins once and writes the movement', async () => {
    const response = await post(`/api/coupon/${SEED_CODES.activeCoupon}/claim`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ amount: 100, coins: 440 });
    const { result } = await json<{ result: CoinMovement[] }>('/api/user/coins/history', customer.token);
    expect(result[0]).toMatchObject({ amount: 100, reason: 'coupon', detail: SEED_CODES.activeCoupon, coins: 440 });
    expect((await post(`/api/coupon/${SEED_CODES.activeCoupon}/claim`)).status).toBe(403);
    expect(coinsOf(customer.id)).toBe(440);
  });

  const useUp = () => {
    const welcome = db.domain.coupons.find((coupon) => coupon.code === SEED_CODES.activeCoupon);
    if (welcome) welcome.maxClaims = welcome.redeemed.length;
  };

  it.each<[string, string, typeof customer | typeof nobalance, number, RegExp, string | undefined, () => void]>([
    ['already redeemed by this user', SEED_CODES.activeCoupon, nobalance, 403, /already redeemed/, 'ALREADY_REDEEMED', () => undefined],
    ['expired', SEED_CODES.expiredCoupon, customer, 403, /expired/, 'EXPIRED', () => undefined],
    ['used up', SEED_CODES.activeCoupon, customer, 403, /used up/, 'USED_UP', useUp],
    ['unknown', 'NOPE', customer, 404, /does not exist/, undefined, () => undefined],
  ])('refuses a code %s (%s), saying why in words and by its reason, and credits nothing', async (_, code, claimant, status, message, reason, arrange) => {
    arrange();
    const coins = coinsOf(claimant.id);
    const response = await post(`/api/coupon/${code}/claim`, claimant.token);
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toStrictEqual(reason ? { message: expect.stringMatching(message), reason } : { message: expect.stringMatching(message) });
    expect(coinsOf(claimant.id)).toBe(coins);
  });

  it('answers 429 after too many failed attempts, even for a good code', async () => {
    for (let attempt = 0; attempt < COUPON_FAILURE_LIMIT.max; attempt += 1) expect((await post(`/api/coupon/GUESS${attempt}/claim`)).status).toBe(404);
    expect((await post(`/api/coupon/${SEED_CODES.activeCoupon}/claim`)).status).toBe(429);
    expect(coinsOf(customer.id)).toBe(340);
  });
});

describe('coin history', () => {
  it('pages the caller’s movements newest first, each with the coins after it', async () => {
    await post(`/api/earn/methods/${SEED_EARNING_METHODS.discord}/claim`);
    await post(`/api/server/srv-survival/renew`, customer.token, {});
    const page = await json<{ result: CoinMovement[]; metadata: { totalCount: number; pageSize: number } }>('/api/user/coins/history?pageSize=1', customer.token);
    // The two, and the six the seed gives the customer.
    expect(page.metadata).toMatchObject({ totalCount: 8, pageSize: 1 });
    expect(page.result).toEqual([expect.objectContaining({ amount: -50, reason: 'renewal', detail: 'Survival SMP', coins: 300 })]);
    expect((await call('/api/user/coins/history')).status).toBe(401);
  });
});

describe('a coin renewal refunded', () => {
  const remove = (token: string) => call('/api/server/srv-survival/delete', { method: 'DELETE', token });
  const survival = () => db.domain.servers.find((server) => server._id === 'srv-survival')!;

  it('gives back the unused part of the renewed week when staff remove the server, at the location’s rate', async () => {
    await post(`/api/server/srv-survival/renew`, customer.token, {});
    // A week (168 h) for 50 coins: with three and a half days of the renewed week still ahead…
    const spent = db.domain.coinLedger.at(-1)!;
    expect(spent).toMatchObject({ reason: 'renewal', amount: -50 });
    survival().nextCoinsRenewal = daysFromSeed(3.5);
    expect((await remove(admin.token)).status).toBe(204);
    const { result } = await json<{ result: CoinMovement[] }>('/api/user/coins/history', customer.token);
    expect(result[0]).toMatchObject({ reason: 'refund', amount: 25, detail: 'Survival SMP', coins: 315 });
    expect(coinsOf(customer.id)).toBe(315);
  });

  it('never gives back more than the owner spent on the server, nor anything for a period it came with', async () => {
    survival().nextCoinsRenewal = daysFromSeed(6);
    expect((await remove(admin.token)).status).toBe(204);
    expect(db.domain.coinLedger.filter((movement) => movement.reason === 'refund')).toEqual([]);
    expect(coinsOf(customer.id)).toBe(340);
  });

  it('gives nothing back to an owner who deletes the server themselves', async () => {
    await post(`/api/server/srv-survival/renew`, customer.token, {});
    survival().nextCoinsRenewal = daysFromSeed(3.5);
    expect((await remove(customer.token)).status).toBe(204);
    expect(db.domain.coinLedger.filter((movement) => movement.reason === 'refund')).toEqual([]);
    expect(coinsOf(customer.id)).toBe(290);
  });
});

describe('coins changed by staff', () => {
  it('are written to the history too', async () => {
    expect((await post(`/api/staff/users/${customer.id}/edit`, admin.token, { coins: 500 })).status).toBe(200);
    const { result } = await json<{ result: CoinMovement[] }>('/api/user/coins/history', customer.token);
    expect(result[0]).toMatchObject({ amount: 160, reason: 'staff', coins: 500 });
  });
});

describe('leaderboards', () => {
  it("ranks today's earners, at most ten, and starts again the next day", async () => {
    await post(`/api/earn/methods/${SEED_EARNING_METHODS.survey}/claim`);
    const { leaderboard } = await json<{ leaderboard: { _id: string; earnedToday: number }[] }>('/api/earn/top');
    expect(leaderboard).toHaveLength(10);
    expect(leaderboard.map((entry) => entry.earnedToday)).toEqual([...leaderboard.map((entry) => entry.earnedToday)].sort((a, b) => b - a));
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(1) } });
    expect((await json<{ leaderboard: unknown[] }>('/api/earn/top')).leaderboard).toEqual([]);
  });

  it('is off with coin earning', async () => {
    db.config.coinEarning = false;
    expect((await call('/api/earn/top')).status).toBe(404);
  });

  it('ranks the 100 customers with the most coins, staff left out', async () => {
    const { leaderboard } = await json<{ leaderboard: { _id: string; coins: number }[] }>('/api/coins/leaderboard');
    expect(leaderboard).toHaveLength(100);
    expect(leaderboard.map((entry) => entry.coins)).toEqual([...leaderboard.map((entry) => entry.coins)].sort((a, b) => b - a));
    expect(leaderboard.some((entry) => entry._id === admin.id)).toBe(false);
  });
});

describe('join-for-rewards', () => {
  const listing = (token = customer.token) => json<{ listing: JfrListing[] }>('/api/earn/jfr/listing', token).then((body) => body.listing);

  it('lists the open listings, most coins per join first, saying which the caller joined', async () => {
    const open = await listing();
    expect(open.map((entry) => entry._id)).toEqual([SEED_JFR.gamers, SEED_JFR.customer, SEED_JFR.builders]);
    expect(open[0]).toMatchObject({ joined: true, joins: 38, members: 100, coins: 8, active: true });
  });

  it('credits a join once, not for one’s own listing, and closes a listing with all its members', async () => {
    const builders = db.domain.jfrListings.find((entry) => entry._id === SEED_JFR.builders);
    if (builders) builders.members = builders.joinedBy.length + 1;
    const response = await post(`/api/earn/jfr/${SEED_JFR.builders}/join`);
    expect(await response.json()).toEqual({ reward: 4, coins: 344 });
    expect((await listing()).map((entry) => entry._id)).not.toContain(SEED_JFR.builders);
    expect((await post(`/api/earn/jfr/${SEED_JFR.builders}/join`)).status).toBe(404);
    expect((await post(`/api/earn/jfr/${SEED_JFR.gamers}/join`)).status).toBe(403);
    expect((await post(`/api/earn/jfr/${SEED_JFR.customer}/join`)).status).toBe(403);
    expect(coinsOf(customer.id)).toBe(344);
  });

  it('orders a listing: an invoice priced members × (pricePerMember + coins × pricePerRewardUnit); paid, it opens', async () => {
    const body = { invite: 'https://discord.gg/new-place', members: 50, coins: 10 };
    const [first, second] = await Promise.all([post('/api/earn/jfr/order', nobalance.token, body), post('/api/earn/jfr/order', nobalance.token, body)]);
    const { invoice } = (await first.json()) as { invoice: string };
    expect(((await second.json()) as { invoice: string }).invoice).toBe(invoice);
    expect(db.invoices.get(invoice)).toMatchObject<Partial<Invoice>>({ user: nobalance.id, item: 'jfr-activation', amount: 1.5, billingCycle: -1, paid: false });
    expect((await listing()).some((entry) => entry.invite === 'new-place')).toBe(false);
    await post(`/api/invoices/${invoice}/pay/force?saveTransaction=true`, admin.token, {});
    expect(await listing()).toContainEqual(expect.objectContaining({ invite: 'new-place', uid: nobalance.id, members: 50, coins: 10, joins: 0, active: true }));
  });

  it('opens the seeded listing when its seeded invoice is paid', async () => {
    await post(`/api/invoices/${SEED_INVOICES.jfrActivation}/pay/force?saveTransaction=true`, admin.token, {});
    expect((await listing()).map((entry) => entry._id)).toContain(SEED_JFR.customerUnpaid);
  });

  it.each([
    [{ invite: 'new-place', members: 5, coins: 10 }],
    [{ invite: 'new-place', members: 501, coins: 10 }],
    [{ invite: 'new-place', members: 50, coins: 21 }],
    [{ invite: 'https://evil.example/x', members: 50, coins: 10 }],
    [{ invite: 'new-place', members: 50 }],
  ])('refuses %j with 400', async (body) => {
    const before = db.invoices.size;
    expect((await post('/api/earn/jfr/order', customer.token, body)).status).toBe(400);
    expect(db.invoices.size).toBe(before);
  });

  it('is off without join-for-rewards', async () => {
    db.domain.earning.jfr.enabled = false;
    expect((await call('/api/earn/jfr/listing', { token: customer.token })).status).toBe(404);
    expect((await post('/api/earn/jfr/order', customer.token, { invite: 'x-place', members: 50, coins: 2 })).status).toBe(404);
  });
});
