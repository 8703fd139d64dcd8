import { beforeEach, describe, expect, it } from 'vitest';
import type { AdventClosed, AdventStatus, EarningMethods, ResourceItem } from '@panel/api/contract';
import { db } from '../db';
import { accountOf } from '../domain/accounts';
import { DEMO_USERS } from '../seed';
import { SEED_EARNING_METHODS } from '../seed/earning';
import { SEED_NOW } from '../seed/reference-time';
import { AUTH_SETTINGS } from '../auth-settings';
import { dynamicLink, dynamicLinkTarget, LINK_SHORTENER_TOKEN_TTL_MS } from '../domain/link-shortener';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';

installMockApi();

const { customer, nobalance } = DEMO_USERS;
const post = (path: string, token: string = customer.token, body?: unknown) => call(path, { method: 'POST', token, body });
/** Starts a pass through the link shortener; the token its link leads back with. */
const startPass = async (token: string = customer.token): Promise<string> => {
  const { url } = (await (await post('/api/earn/methods/linkvertise/start', token)).json()) as { url: string };
  return dynamicLinkTarget(new URL(url, BASE_URL).searchParams.get('r'))?.searchParams.get('linkvertise') ?? '';
};
const claimWith = (passToken: string, token: string = customer.token) => post('/api/earn/methods/linkvertise/claim', token, { token: passToken });
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

  describe('with an Idempotency-Key', () => {
    const buy = (key: string, { item = 'coin-memory', token = customer.token }: { item?: string; token?: string } = {}) =>
      call(`/api/shop/resource/${item}/purchase`, { method: 'POST', token, headers: { 'Idempotency-Key': key } });
    const memory = () => accountOf(customer.id).limits.memory;

    it('charges once for a key sent twice at once, both answered with the first answer; another key buys again', async () => {
      const before = memory();
      const answers = await Promise.all([buy('purchase-1'), buy('purchase-1')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const [first, second] = await Promise.all(answers.map((answer) => answer.json()));
      expect(first).toEqual({ coins: 240, limits: expect.objectContaining({ memory: before + 1024 }) });
      expect(second).toEqual(first);
      expect(db.users.get(customer.id)?.coins).toBe(240);
      expect(memory()).toBe(before + 1024);
      expect(db.domain.coinLedger.filter((movement) => movement.user === customer.id && movement.reason === 'resource')).toHaveLength(1);

      expect(await (await buy('purchase-2')).json()).toMatchObject({ coins: 140, limits: { memory: before + 2048 } });
    });

    it('answers the first answer again later too, until a day has passed', async () => {
      await setClock('2026-11-20T10:00:00Z');
      await buy('purchase-1');
      await setClock('2026-11-21T09:59:59Z');
      expect(await (await buy('purchase-1')).json()).toMatchObject({ coins: 240 });
      expect(db.users.get(customer.id)?.coins).toBe(240);
      await setClock('2026-11-21T10:00:00Z');
      expect(await (await buy('purchase-1')).json()).toMatchObject({ coins: 140 });
    });

    it('keeps no refusal: the same key buys once the coins are there', async () => {
      const user = db.users.get(customer.id)!;
      user.coins = 10;
      expect((await buy('purchase-1')).status).toBe(403);
      user.coins = 340;
      expect(await (await buy('purchase-1')).json()).toMatchObject({ coins: 240 });
    });

    it('keys are each user’s own, one key buys one item, and a key is 1 to 255 characters', async () => {
      await buy('purchase-1');
      // The other customer's request with the same key is theirs: they are short of coins.
      expect((await buy('purchase-1', { token: nobalance.token })).status).toBe(403);
      expect((await buy('purchase-1', { item: 'coin-cpu' })).status).toBe(422);
      expect(db.users.get(customer.id)?.coins).toBe(240);
      expect((await buy('k'.repeat(256))).status).toBe(400);
      expect((await buy(' ')).status).toBe(400);
    });
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

  it('credits the link shortener up to its daily limit, each pass with its own token, and says how often the caller claimed each method today', async () => {
    db.domain.earning.linkvertise.dailyLimit = 2;
    const pass = async () => claimWith(await startPass());
    expect(await (await pass()).json()).toEqual({ reward: 5, coins: 345 });
    expect((await pass()).status).toBe(200);
    const refused = await post('/api/earn/methods/linkvertise/start');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Link shortener was already claimed 2 times today' });
    await post(`/api/earn/methods/${SEED_EARNING_METHODS.survey}/claim`);
    const mine = (await (await call('/api/earn/methods', { token: customer.token })).json()) as EarningMethods;
    expect(mine.linkvertise.claimedToday).toBe(2);
    expect(mine.other.map((method) => method.claimedToday)).toEqual([0, 1]);
    const anonymous = (await (await call('/api/earn/methods')).json()) as EarningMethods;
    expect(anonymous.linkvertise.claimedToday).toBe(0);
    expect(db.domain.coinLedger.filter((movement) => movement.user === customer.id && movement.reason === 'earning' && movement.date >= SEED_NOW).map((movement) => movement.amount)).toEqual([5, 5, 25]);

    await setClock('2026-11-21T00:00:00Z');
    expect((await (await call('/api/earn/methods', { token: customer.token })).json()) as EarningMethods).toMatchObject({ linkvertise: { claimedToday: 0 } });
    expect((await pass()).status).toBe(200);
    db.domain.earning.linkvertise.enabled = false;
    expect((await post('/api/earn/methods/linkvertise/start')).status).toBe(404);
    expect((await post('/api/earn/methods/linkvertise/claim', customer.token, {})).status).toBe(404);
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

describe('a pass through the link shortener', () => {
  beforeEach(() => setClock('2026-11-20T10:00:00Z'));

  it('starts with the shortener’s dynamic link for the configured account, leading back to the earn screen with a one-time token', async () => {
    const response = await post('/api/earn/methods/linkvertise/start');
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/api\/__linkvertise\/482913\/\d+\/dynamic\?r=/);
    const target = dynamicLinkTarget(new URL(url, BASE_URL).searchParams.get('r'));
    expect(target?.origin).toBe(AUTH_SETTINGS.panelOrigin);
    expect(target?.pathname).toBe('/earn');
    expect(target?.searchParams.get('linkvertise')).toMatch(/^[\w-]{20,}$/);
    // Linkvertise's own form, on its own host, when the mock is pointed there.
    expect(dynamicLink('482913', 'http://panel.test/earn?linkvertise=abc', 'https://link-to.net')).toMatch(
      new RegExp(`^https://link-to\\.net/482913/\\d+/dynamic\\?r=${encodeURIComponent(btoa('http://panel.test/earn?linkvertise=abc'))}$`),
    );
  });

  it('credits only with a token: once, the caller’s own, before it expires', async () => {
    const missing = await post('/api/earn/methods/linkvertise/claim');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Go through the link shortener first: its coins are claimed with the token it returns with' });
    const unknown = await claimWith('not-a-token');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'This link shortener token is not one of yours' });

    const token = await startPass();
    const someoneElses = await claimWith(token, nobalance.token);
    expect(someoneElses.status).toBe(400);
    expect(await someoneElses.json()).toEqual({ message: 'This link shortener token is not one of yours' });
    expect(await (await claimWith(token)).json()).toEqual({ reward: 5, coins: 345 });
    const again = await claimWith(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'This link shortener token was already used' });

    const late = await startPass();
    await call('/api/__mock/clock', { method: 'POST', body: { advance: LINK_SHORTENER_TOKEN_TTL_MS } });
    const expired = await claimWith(late);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ message: 'This link shortener token has expired: go through the link again' });
    expect(db.users.get(customer.id)?.coins).toBe(345);
    expect(db.users.get(nobalance.id)?.coins).toBe(15);
  });

  it('keeps a token refused for the day’s limit unspent', async () => {
    db.domain.earning.linkvertise.dailyLimit = 1;
    const first = await startPass();
    const second = await startPass();
    expect((await claimWith(first)).status).toBe(200);
    const over = await claimWith(second);
    expect(over.status).toBe(403);
    expect(await over.json()).toEqual({ message: 'Link shortener was already claimed today' });
    // Staff raise the limit within the token's half hour: the refused pass still counts.
    db.domain.earning.linkvertise.dailyLimit = 2;
    expect(await (await claimWith(second)).json()).toEqual({ reward: 5, coins: 350 });
  });

  it('goes through the mock’s stand-in page, which leads only back to the panel’s earn screen', async () => {
    const { url } = (await (await post('/api/earn/methods/linkvertise/start')).json()) as { url: string };
    const page = await call(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('stands in for the link shortener');
    const target = dynamicLinkTarget(new URL(url, BASE_URL).searchParams.get('r'))!;
    expect(html).toContain(`<a class="continue" href="${target.toString().replace(/&/g, '&#38;')}">Continue</a>`);

    const elsewhere = (r: string) => call(`/api/__linkvertise/482913/7/dynamic?${new URLSearchParams({ r: btoa(r) })}`);
    expect((await elsewhere('https://evil.example/earn?linkvertise=x')).status).toBe(400);
    expect((await elsewhere(`${AUTH_SETTINGS.panelOrigin}/settings?linkvertise=x`)).status).toBe(400);
    expect((await call('/api/__linkvertise/482913/7/dynamic?r=%%%')).status).toBe(400);
    expect((await call(url.replace('/482913/', '/999999/'))).status).toBe(404);
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
    expect((await response.json()) as AdventClosed).toEqual({
      message: 'The advent calendar opens on 1 December 2026',
      open: false,
      time: Date.parse('2026-11-20T10:00:00Z'),
      start: Date.parse('2026-12-01T00:00:00Z'),
    });
    const claim = await post('/api/events/advent/days/1/claim');
    expect(claim.status).toBe(423);
    expect(await claim.json()).toEqual({ message: 'The advent calendar opens on 1 December 2026' });
  });

  it('says when a season with its own first day opens, and when each of its doors does, on the calendar’s timezone', async () => {
    db.domain.advent.startsOn = '12-20';
    await setClock('2026-12-05T12:00:00Z');
    expect(await (await call('/api/events/advent/status', { token: customer.token })).json()).toMatchObject({ message: 'The advent calendar opens on 20 December 2026' });
    await setClock('2026-12-21T12:00:00Z');
    const early = await post('/api/events/advent/days/3/claim');
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ message: 'Day 3 opens on 22 December 2026' });

    // Paris's 1 December starts at 23:00 UTC on 30 November: the date is Paris's.
    delete db.domain.advent.startsOn;
    db.domain.advent.timezone = 'Europe/Paris';
    await setClock('2026-11-20T10:00:00Z');
    expect(await (await call('/api/events/advent/status', { token: customer.token })).json()).toMatchObject({ message: 'The advent calendar opens on 1 December 2026' });
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
    expect(await response.json()).toMatchObject({
      message: "This year's advent calendar is over: the next one opens on 1 December 2027",
      open: false,
      start: Date.parse('2027-12-01T00:00:00Z'),
    });
    expect(await (await post('/api/events/advent/days/24/claim')).json()).toEqual({ message: "This year's advent calendar is over: the next one opens on 1 December 2027" });
  });
});
