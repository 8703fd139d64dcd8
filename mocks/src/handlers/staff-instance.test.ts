import { describe, expect, it } from 'vitest';
import { perServerPlansFor } from '@panel/rules';
import type { MigrationResult, TransactionsShare } from '@panel/api/contract';
import type { StoredPasskey } from '../auth-extra-state';
import { db } from '../db';
import { cents } from '../domain/money';
import { DEMO_USERS } from '../seed';
import { SEED_LOCATIONS } from '../seed/catalogue';
import { SEED_SERVERS } from '../seed/servers';
import { daysFromSeed } from '../seed/reference-time';
import { BANNED_ALTS } from '../seed/users';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, staff, customer, banned } = DEMO_USERS;
const post = (path: string, body: unknown, token: string = admin.token) => call(path, { method: 'POST', token, body });
const lastAudit = () => db.domain.auditlogs.at(-1);

describe('alts', () => {
  it('finds the accounts sharing an address or a device, for staff', async () => {
    const response = await call(`/api/staff/getAlts/${banned.id}`, { token: staff.token });
    const { alts } = (await response.json()) as { alts: { _id: string }[] };
    expect(alts.map((alt) => alt._id).sort()).toEqual([BANNED_ALTS.sameAddress, BANNED_ALTS.sameDevice].sort());
    expect((await call(`/api/staff/getAlts/${banned.id}`, { token: customer.token })).status).toBe(403);
    expect((await call('/api/staff/getAlts/nobody', { token: staff.token })).status).toBe(404);
  });

  it('learns addresses from sign-ins', async () => {
    db.domain.accounts.get(customer.id)?.ips.push('203.0.113.66');
    const { alts } = (await (await call(`/api/staff/getAlts/${banned.id}`, { token: staff.token })).json()) as { alts: { _id: string }[] };
    expect(alts.map((alt) => alt._id)).toContain(customer.id);
  });
});

describe('disabling a user’s second factor', () => {
  it('removes every passkey and audits it; an admin’s only by an admin', async () => {
    const key: StoredPasskey = { id: 'k1', userId: customer.id, publicKey: new Uint8Array(), counter: 0, transports: [], name: 'Key', createdAt: 1, lastUsedAt: null };
    db.passkeys.set(key.id, key);
    expect((await post('/api/staff/disableUser2FA', { user: customer.id }, staff.token)).status).toBe(204);
    expect(db.passkeys.size).toBe(0);
    expect(lastAudit()).toMatchObject({ actor: staff.id, action: 'disable-2fa', target: customer.id, changes: { passkeys: { before: 1, after: 0 } } });
    expect((await post('/api/staff/disableUser2FA', { user: admin.id }, staff.token)).status).toBe(403);
  });
});

describe('instance settings', () => {
  it('reads the settings by dotted key, for admins only', async () => {
    const response = await call('/api/staff/instance', { token: admin.token });
    const { settings } = (await response.json()) as { settings: Record<string, unknown> };
    expect(settings).toMatchObject({ 'info.name': db.config.info.name, 'settings.deletionThreshold': 7, 'features.perServerPlans': perServerPlansFor('resources') });
    expect((await call('/api/staff/instance', { token: staff.token })).status).toBe(403);
  });

  it('edits settings checked against the contract, and audits each before and after', async () => {
    const before = db.config.info.name;
    const response = await post('/api/staff/settings/edit', [
      { key: 'info.name', value: 'Orbit Hosting' },
      { key: 'settings.referrals.minimumReferralsRequiredForCustomLinkByPlan.ALL', value: 'REMOVE_FIELD' },
    ]);
    expect(response.status).toBe(204);
    expect(db.config.info.name).toBe('Orbit Hosting');
    expect(db.config.settings.referrals.minimumReferralsRequiredForCustomLinkByPlan).not.toHaveProperty('ALL');
    expect((await (await call('/api/')).json()) as { info: { name: string } }).toMatchObject({ info: { name: 'Orbit Hosting' } });
    expect(lastAudit()).toMatchObject({ actor: admin.id, action: 'settings', changes: { 'info.name': { before, after: 'Orbit Hosting' } } });
  });

  it('sets the announcement as a whole, then part by part, then removes it; and the reset time and ipd', async () => {
    const announcement = { id: 'maintenance-1', enabled: true, title: 'Planned maintenance', message: 'Down on **Sunday**.' };
    expect((await post('/api/staff/settings/edit', [{ key: 'info.dialog.title', value: 'Too early' }])).status).toBe(400);
    expect((await post('/api/staff/settings/edit', [{ key: 'info.dialog', value: announcement }])).status).toBe(204);
    expect((await post('/api/staff/settings/edit', [{ key: 'info.dialog.enabled', value: false }, { key: 'ipd', value: true }])).status).toBe(204);
    expect(db.config).toMatchObject({ ipd: true, info: { dialog: { ...announcement, enabled: false } } });
    const reset = Date.parse('2027-01-01T18:30:00Z');
    expect((await post('/api/staff/settings/edit', [{ key: 'info.earnReset', value: reset }])).status).toBe(204);
    expect(db.config.info.earnReset).toBe(reset);
    expect((await post('/api/staff/settings/edit', [{ key: 'info.dialog', value: null }])).status).toBe(204);
    expect(db.config.info.dialog).toBeNull();
  });

  it.each([
    [[{ key: 'info.dialog', value: { id: '', title: 'Planned', message: 'Soon' } }], 'body.0.value.id', 'must NOT have fewer than 1 characters'],
    [[{ key: 'info.dialog', value: { id: 'm', title: 'Planned' } }], 'body.0.value.message', 'is required'],
    [[{ key: 'info.dialog', value: { id: 'm', title: 'Planned', message: 'x'.repeat(2001) } }], 'body.0.value.message', 'must NOT have more than 2000 characters'],
    [[{ key: 'info.dialog', value: { id: 'm', title: 'Planned', message: 'Soon', enabled: 'yes' } }], 'body.0.value.enabled', 'must be boolean'],
    [[{ key: 'info.earnReset', value: -1 }], 'body.0.value', 'must be >= 0'],
    [[{ key: 'info.earnReset', value: 1.5 }], 'body.0.value', 'must be integer'],
    [[{ key: 'ipd', value: 'on' }], 'body.0.value', 'must be boolean'],
    [[{ key: 'settings.deletionThreshold', value: 'soon' }], 'body.0.value', 'must be number'],
    [[{ key: 'info.nope', value: 1 }], 'body.0.key', 'is not a setting'],
    [[{ key: '__proto__.polluted', value: true }], 'body.0.key', 'is not a setting'],
    [[{ key: 'info.name', value: 'Fine' }, { key: 'info.name', value: 'REMOVE_FIELD' }], 'body.1.value', 'cannot remove a required setting'],
    [[{ key: 'settings.login.email', value: null }], 'body.0.value', 'must be boolean'],
  ])('refuses %j with 400 naming %s, changing nothing', async (edits, field, message) => {
    const before = structuredClone(db.config);
    const response = await post('/api/staff/settings/edit', edits);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: unknown[] }).fields).toContainEqual({ field, message });
    expect(db.config).toEqual(before);
  });
});

describe('instance mode migrations', () => {
  const moneyOfEveryone = () => new Map([...db.users.values()].map((user) => [user._id, { balance: user.balance, coins: user.coins }]));
  const written = () => ({ transactions: db.domain.transactions.length, coinLedger: db.domain.coinLedger.length, auditlogs: db.domain.auditlogs.length });

  /** Runs the dry run, then the switch with the same body, and checks the switch did to every account what the dry run said, in its histories too. */
  async function dryRunThenSwitch(path: string, body: object): Promise<MigrationResult> {
    const before = moneyOfEveryone();
    const writtenBefore = written();
    const dryRun = await post(`${path}?dryRun=true`, body);
    expect(dryRun.status).toBe(200);
    const said = (await dryRun.json()) as MigrationResult;
    // The dry run changes nothing and records nothing.
    expect(moneyOfEveryone()).toEqual(before);
    expect(written()).toEqual(writtenBefore);

    const switched = await post(path, body);
    expect(switched.status).toBe(200);
    expect(await switched.json()).toEqual(said);

    const accounts = new Map((said.accounts ?? []).map((move) => [move.user, move]));
    expect(accounts.size).toBe(said.users);
    expect(said.users).toBeGreaterThan(0);
    for (const [id, was] of before) {
      const user = db.users.get(id)!;
      const move = accounts.get(id);
      if (!move) {
        expect({ balance: user.balance, coins: user.coins }, id).toEqual(was);
        continue;
      }
      expect({ balance: move.balance.before, coins: move.coins.before }, id).toEqual(was);
      expect({ balance: user.balance, coins: user.coins }, id).toEqual({ balance: move.balance.after, coins: move.coins.after });
    }
    const moves = [...accounts.values()];
    expect(said.balance).toBeCloseTo(moves.reduce((sum, move) => sum + Math.abs(move.balance.after - move.balance.before), 0), 2);
    expect(said.coins).toBe(moves.reduce((sum, move) => sum + Math.abs(move.coins.after - move.coins.before), 0));

    // Each account's movements are in its funds and coin histories, and nothing else was written there.
    const transactions = db.domain.transactions.slice(writtenBefore.transactions);
    expect(transactions.map(({ user, method, amount, invoice }) => ({ user, method, amount, invoice }))).toEqual(
      moves.filter((move) => cents(move.balance.after - move.balance.before) !== 0).map((move) => ({ user: move.user, method: 'mode-switch', amount: cents(move.balance.after - move.balance.before), invoice: null })),
    );
    const coins = db.domain.coinLedger.slice(writtenBefore.coinLedger);
    expect(coins.map(({ user, reason, amount, coins: after }) => ({ user, reason, amount, coins: after }))).toEqual(
      moves.filter((move) => move.coins.after !== move.coins.before).map((move) => ({ user: move.user, reason: 'mode-switch', amount: move.coins.after - move.coins.before, coins: move.coins.after })),
    );

    // One audit entry, with what moved in total.
    expect(db.domain.auditlogs).toHaveLength(writtenBefore.auditlogs + 1);
    expect(lastAudit()?.changes).toMatchObject({
      'moved.accounts': { before: null, after: said.users },
      'moved.servers': { before: null, after: said.servers },
      'moved.plans': { before: null, after: said.plans },
      'moved.balance': { before: null, after: said.balance },
      'moved.coins': { before: null, after: said.coins },
    });
    return said;
  }

  it('moves to per-server plans: held plans and coins become balance, servers expire, held plans are unlisted', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    const response = await post('/api/staff/migration/psp', { planPriceToBalanceRatio: 1, coinsToBalanceRate: 0.01, expirationDelay: 86_400 });
    expect(response.status).toBe(200);
    const user = db.users.get(customer.id);
    // 25.50 + 4.99 + 1.99 (plans) + 3.40 (340 coins)
    expect(user).toMatchObject({ balance: 35.88, coins: 0, plans: [] });
    expect(db.domain.servers.every((server) => server.expires === daysFromSeed(1))).toBe(true);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-starter')?.invisible).toBe(true);
    expect(db.config.features.perServerPlans).toBe(perServerPlansFor('plans'));
    expect(lastAudit()).toMatchObject({ action: 'migration', target: 'psp', changes: { 'features.perServerPlans': { before: perServerPlansFor('resources'), after: perServerPlansFor('plans') } } });
    expect((await post('/api/staff/migration/psp', { planPriceToBalanceRatio: 1, coinsToBalanceRate: 1, expirationDelay: 1 })).status).toBe(409);
  });

  it('moves back to the resource split: balance becomes coins and servers leave their plans', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    db.config.features.perServerPlans = perServerPlansFor('plans');
    const response = await post('/api/staff/migration/rs', { balanceToCoinsRatio: 10, expirationDelay: 3600 });
    expect(response.status).toBe(200);
    expect(db.users.get(customer.id)).toMatchObject({ balance: 0, coins: 340 + 255 });
    expect(db.domain.servers.find((server) => server._id === 'srv-ny-1')).toMatchObject({ plan: null, renewal: null, expires: daysFromSeed(11) });
  });

  it('does to every account, resource split → per-server plans, what its dry run said, in the account’s histories too', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    const said = await dryRunThenSwitch('/api/staff/migration/psp', { planPriceToBalanceRatio: 0.5, coinsToBalanceRate: 0.013, expirationDelay: 7200 });
    expect(said.accounts?.find((move) => move.user === customer.id)).toEqual({ user: customer.id, balance: { before: 25.5, after: 25.5 + cents((4.99 + 1.99) * 0.5 + 340 * 0.013) }, coins: { before: 340, after: 0 } });
    const history = (await (await call('/api/user/funds/history', { token: customer.token })).json()) as { transactions: { method: string; amount: number }[] };
    expect(history.transactions[0]).toMatchObject({ method: 'mode-switch', amount: cents((4.99 + 1.99) * 0.5 + 340 * 0.013) });
  });

  it('does to every account, per-server plans → resource split, what its dry run said, in the account’s histories too', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    db.config.features.perServerPlans = perServerPlansFor('plans');
    const said = await dryRunThenSwitch('/api/staff/migration/rs', { balanceToCoinsRatio: 3.3, expirationDelay: 3600 });
    expect(said.accounts?.find((move) => move.user === customer.id)).toEqual({ user: customer.id, balance: { before: 25.5, after: 0 }, coins: { before: 340, after: 340 + Math.floor(25.5 * 3.3) } });
  });

  it('is for admins, with positive ratios', async () => {
    expect((await post('/api/staff/migration/rs', { balanceToCoinsRatio: 1, expirationDelay: 1 }, staff.token)).status).toBe(403);
    db.config.features.perServerPlans = perServerPlansFor('plans');
    expect((await post('/api/staff/migration/rs', { balanceToCoinsRatio: 0, expirationDelay: 1 })).status).toBe(400);
  });
});

describe('coin renewal rules and queues', () => {
  it('applies a location’s coin renewal to its servers and audits what changed, for admins', async () => {
    const frankfurt = db.domain.locations.find((location) => location._id === SEED_LOCATIONS.frankfurt);
    if (frankfurt) frankfurt.coinRenewal = null;
    const entries = db.domain.auditlogs.length;
    expect((await post('/api/staff/updateLocCoinRenewalRules', { location: SEED_LOCATIONS.frankfurt }, staff.token)).status).toBe(403);
    expect(db.domain.servers.find((server) => server._id === SEED_SERVERS.survival)?.nextCoinsRenewal).not.toBeNull();
    expect(db.domain.auditlogs).toHaveLength(entries);
    const response = await post('/api/staff/updateLocCoinRenewalRules', { location: SEED_LOCATIONS.frankfurt });
    expect(await response.json()).toEqual({ updated: 2 });
    expect(db.domain.servers.find((server) => server._id === SEED_SERVERS.survival)?.nextCoinsRenewal).toBeNull();
    expect(lastAudit()).toMatchObject({ actor: admin.id, action: 'renewal-rules', target: SEED_LOCATIONS.frankfurt });
    expect((await post('/api/staff/updateLocCoinRenewalRules', { location: 'loc-none' })).status).toBe(404);
  });

  it('clears a location’s queue, for admins', async () => {
    expect((await post(`/api/staff/queues/${SEED_LOCATIONS.newYork}/clear`, undefined, staff.token)).status).toBe(403);
    const response = await post(`/api/staff/queues/${SEED_LOCATIONS.newYork}/clear`, undefined);
    expect(await response.json()).toEqual({ removed: 2 });
    expect(db.domain.queue).toEqual([]);
    expect(lastAudit()).toMatchObject({ action: 'queue-clear', changes: { orders: { before: ['queue-customer-ny', 'queue-player-ny'], after: [] } } });
  });
});

describe('transactions share', () => {
  it('sums revenue by method and by month, for admins', async () => {
    const response = await call('/api/staff/transactions/share', { token: admin.token });
    const share = (await response.json()) as TransactionsShare;
    const revenue = db.domain.transactions.filter((transaction) => transaction.method !== 'balance');
    expect(share.total.count).toBe(revenue.length);
    expect(share.total.volume).toBeCloseTo(revenue.reduce((sum, transaction) => sum + transaction.amount, 0), 2);
    expect(share.result).not.toHaveProperty('balance');
    expect(Object.values(share.result).reduce((sum, method) => sum + method.count, 0)).toBe(share.total.count);
    expect(share.byMonth.reduce((sum, month) => sum + month.count, 0)).toBe(share.total.count);
    expect(share.byMonth[0]?.growth).toEqual({ volume: 0, count: 0 });
    expect((await call('/api/staff/transactions/share', { token: staff.token })).status).toBe(403);
  });
});
