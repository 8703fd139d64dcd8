import { beforeEach, describe, expect, it } from 'vitest';
import type { AdventClosed, AdventStatus, EarningMethods, ResourceItem } from '@panel/api/contract';
import { db } from '../db';
import { accountOf } from '../domain/accounts';
import { DEMO_USERS } from '../seed';
import { SEED_EARNING_METHODS } from '../seed/earning';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { customer, nobalance } = DEMO_USERS;
const post = (path: string, token: string = customer.token) => call(path, { method: 'POST', token });
const setClock = (iso: string) => call('/api/__mock/clock', { method: 'POST', body: { now: Date.parse(iso) } });

describe('resource items for coins', () => {
  it('lists buyable items without the hidden ones unless asked', async () => {
    const item = db.domain.coinItems[0];
    if (item) item.hidden = true;
    const listing = async (query: string) => ((await (await call(`/api/shop/resource/listing${query}`)).json()) as { listing: ResourceItem[] }).listing;
    expect((await listing('')).map((shown) => shown._id)).not.toContain(item?._id);
    expect(await listing('?showhidden=true')).toContainEqual(expect.objectContaining({ _id: item?._id, id: item?._id }));
  });

  it('adds the item to the account limit and spends its coins', async () => {
    const before = accountOf(customer.id).limits.memory;
    const response = await post('/api/shop/resource/coin-memory/purchase');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ coins: 240, limits: { memory: before + 1024 } });
    expect(accountOf(nobalance.id).limits.memory).toBe(4096);
  });

  it('refuses without the coins (403), an item not for sale (400) and an unknown one (404)', async () => {
    expect((await post('/api/shop/resource/coin-memory/purchase', nobalance.token)).status).toBe(403);
    const item = db.domain.coinItems.find((candidate) => candidate._id === 'coin-cpu');
    if (item) item.buyable = false;
    expect((await post('/api/shop/resource/coin-cpu/purchase')).status).toBe(400);
    expect((await post('/api/shop/resource/coin-none/purchase')).status).toBe(404);
  });
});

describe('earning methods', () => {
  beforeEach(() => setClock('2026-11-20T10:00:00Z'));

  it('lists the custom methods most clicked first', async () => {
    const methods = (await (await call('/api/earn/methods')).json()) as EarningMethods;
    expect(methods.other.map((method) => method._id)).toEqual([SEED_EARNING_METHODS.discord, SEED_EARNING_METHODS.survey]);
    expect(methods.linkvertise.enabled).toBe(true);
  });

  it('credits a method once per day, by the mock clock', async () => {
    const claim = () => post(`/api/earn/methods/${SEED_EARNING_METHODS.survey}/claim`);
    expect(await (await claim()).json()).toEqual({ reward: 25, coins: 365 });
    expect((await claim()).status).toBe(403);
    await setClock('2026-11-21T00:00:00Z');
    expect((await claim()).status).toBe(200);
  });

  it('credits the link shortener up to its daily limit, and says how often the caller claimed each method today', async () => {
    db.domain.earning.linkvertise.dailyLimit = 2;
    const claim = () => post('/api/earn/methods/linkvertise/claim');
    expect(await (await claim()).json()).toEqual({ reward: 5, coins: 345 });
    expect((await claim()).status).toBe(200);
    expect((await claim()).status).toBe(403);
    await post(`/api/earn/methods/${SEED_EARNING_METHODS.survey}/claim`);
    const mine = (await (await call('/api/earn/methods', { token: customer.token })).json()) as EarningMethods;
    expect(mine.linkvertise.claimedToday).toBe(2);
    expect(mine.other.map((method) => method.claimedToday)).toEqual([0, 1]);
    const anonymous = (await (await call('/api/earn/methods')).json()) as EarningMethods;
    expect(anonymous.linkvertise.claimedToday).toBe(0);
    expect(db.domain.coinLedger.filter((movement) => movement.user === customer.id && movement.reason === 'earning').map((movement) => movement.amount)).toEqual([5, 5, 25]);

    await setClock('2026-11-21T00:00:00Z');
    expect((await (await call('/api/earn/methods', { token: customer.token })).json()) as EarningMethods).toMatchObject({ linkvertise: { claimedToday: 0 } });
    expect((await claim()).status).toBe(200);
    db.domain.earning.linkvertise.enabled = false;
    expect((await claim()).status).toBe(404);
  });

  it('says in the configuration when the next daily reset comes: midnight UTC by the mock clock', async () => {
    const config = (await (await call('/api/')).json()) as { info: { earnReset: number } };
    expect(config.info.earnReset).toBe(Date.parse('2026-11-21T00:00:00Z'));
  });

  it('starts each earning day at the configured reset time of day', async () => {
    // Set on some past day: only its time of day (18:30 UTC) counts.
    db.config.info.earnReset = Date.parse('2025-03-02T18:30:00Z');
    const config = (await (await call('/api/')).json()) as { info: { earnReset: number } };
    expect(config.info.earnReset).toBe(Date.parse('2026-11-20T18:30:00Z'));
    const claim = () => post(`/api/earn/methods/${SEED_EARNING_METHODS.survey}/claim`);
    expect((await claim()).status).toBe(200);
    await setClock('2026-11-20T18:29:00Z');
    expect((await claim()).status).toBe(403);
    await setClock('2026-11-20T18:30:00Z');
    expect((await claim()).status).toBe(200);
  });

  it('answers 404 when coin earning is off', async () => {
    db.config.coinEarning = false;
    expect((await call('/api/earn/methods')).status).toBe(404);
    expect((await post(`/api/earn/methods/${SEED_EARNING_METHODS.survey}/claim`)).status).toBe(404);
  });
});

describe('advent calendar', () => {
  beforeEach(() => {
    db.config.features.adventCalendar = true;
  });

  it('answers 404 when the feature is off', async () => {
    db.config.features.adventCalendar = false;
    expect((await call('/api/events/advent/status', { token: customer.token })).status).toBe(404);
  });

  it('answers 423 outside the season, with the backend time and the next start', async () => {
    await setClock('2026-11-20T10:00:00Z');
    const response = await call('/api/events/advent/status', { token: customer.token });
    expect(response.status).toBe(423);
    expect((await response.json()) as AdventClosed).toMatchObject({ open: false, time: Date.parse('2026-11-20T10:00:00Z'), start: Date.parse('2026-12-01T00:00:00Z') });
    expect((await post('/api/events/advent/days/1/claim')).status).toBe(423);
  });

  it('opens today\'s door once, taking "today" from the mock clock; a passed day is missed', async () => {
    await setClock('2026-12-02T08:00:00Z');
    expect(await (await post('/api/events/advent/days/2/claim')).json()).toEqual({ reward: 20, coins: 360 });
    expect((await post('/api/events/advent/days/2/claim')).status).toBe(403);
    await setClock('2026-12-03T08:00:00Z');
    const passed = await post('/api/events/advent/days/1/claim');
    expect(passed.status).toBe(403);
    expect(((await passed.json()) as { message: string }).message).toBe("Day 1 has passed: only today's door opens");
    expect((await post('/api/events/advent/days/4/claim')).status).toBe(403);
    const status = (await (await call('/api/events/advent/status', { token: customer.token })).json()) as AdventStatus;
    expect(status).toMatchObject({ open: true, day: 3, start: Date.parse('2026-12-01T00:00:00Z'), next: Date.parse('2026-12-04T00:00:00Z') });
    expect(status.daysStatus.map((day) => day.claimed).indexOf(true)).toBe(1);
    expect(await (await call('/api/events/advent/days/2', { token: customer.token })).json()).toEqual({ hasClaimed: true, day: 2, reward: 20 });
    expect((await call('/api/events/advent/days/25', { token: customer.token })).status).toBe(400);
  });

  it('opens a door once per customer: another customer still opens the same day', async () => {
    await setClock('2026-12-05T12:00:00Z');
    expect((await post('/api/events/advent/days/5/claim')).status).toBe(200);
    expect((await post('/api/events/advent/days/5/claim')).status).toBe(403);
    expect((await post('/api/events/advent/days/5/claim', nobalance.token)).status).toBe(200);
  });

  it('writes the coins and their ledger movement together, and nothing for a refused door', async () => {
    await setClock('2026-12-05T12:00:00Z');
    const user = db.users.get(customer.id);
    const ledger = () => db.domain.coinLedger.filter((movement) => movement.user === customer.id && movement.reason === 'advent');
    const coinsBefore = user?.coins ?? 0;
    const movementsBefore = ledger().length;
    const { reward, coins } = (await (await post('/api/events/advent/days/5/claim')).json()) as { reward: number; coins: number };
    expect(coins).toBe(coinsBefore + reward);
    expect(ledger()).toHaveLength(movementsBefore + 1);
    expect(ledger().at(-1)).toMatchObject({ amount: reward, detail: 'Day 5', coins });
    expect((await post('/api/events/advent/days/6/claim')).status).toBe(403);
    await setClock('2026-12-26T12:00:00Z');
    expect((await post('/api/events/advent/days/24/claim')).status).toBe(423);
    expect(user?.coins).toBe(coins);
    expect(ledger()).toHaveLength(movementsBefore + 1);
  });

  it('says the season is over after the 24th, with next year’s start', async () => {
    await setClock('2026-12-26T12:00:00Z');
    const response = await call('/api/events/advent/status', { token: customer.token });
    expect(response.status).toBe(423);
    expect(await response.json()).toMatchObject({ open: false, start: Date.parse('2027-12-01T00:00:00Z') });
  });
});
