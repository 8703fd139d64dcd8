import { describe, expect, it } from 'vitest';
import { perServerPlansFor } from '@panel/rules';
import { db } from '../db';
import { accountOf } from '../domain/accounts';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, customer, nobalance } = DEMO_USERS;
const json = async <T>(path: string, token?: string): Promise<T> => (await (await call(path, { token })).json()) as T;
const CUSTOMER_REFERRALS = 40;

interface Referrals {
  referrals: { email: string; username: string }[];
  total: number;
  purchases: { count: number; amount: number };
  code: string;
}

describe('a user’s referrals', () => {
  it('shows anyone the count and code only, and the owner or staff each person with the email masked', async () => {
    const open = await json<Referrals>(`/api/user/${customer.id}/referrals`);
    expect(open).toEqual({ referrals: [], total: CUSTOMER_REFERRALS, purchases: { count: 0, amount: 0 }, code: 'caseycustomer', earned: { coins: 0, balance: 0 } });
    expect((await json<Referrals>(`/api/user/${customer.id}/referrals`, nobalance.token)).referrals).toEqual([]);
    const own = await json<Referrals>(`/api/user/${customer.id}/referrals`, customer.token);
    expect(own.referrals).toHaveLength(CUSTOMER_REFERRALS);
    expect(own.referrals[0]?.email).toMatch(/^pl\*\*\*@players\.test$/);
    expect((await json<Referrals>(`/api/user/${customer.id}/referrals`, admin.token)).referrals).toHaveLength(CUSTOMER_REFERRALS);
    expect((await call('/api/user/u-none/referrals')).status).toBe(404);
  });

  it('ranks the top referrers', async () => {
    const { users } = await json<{ users: { _id: string; count: number }[] }>('/api/user/referrals/top');
    expect(users[0]).toMatchObject({ _id: customer.id, count: CUSTOMER_REFERRALS });
  });
});

describe('the custom referral link', () => {
  it('needs the ALL rule’s referrals, or fewer when a plan the user holds says so', async () => {
    expect((await json<{ rules: unknown }>(`/api/user/${customer.id}/referrals/userRules`, customer.token)).rules).toEqual({ minimumReferralsForCustomLink: 20 });
    db.config.settings.referrals.minimumReferralsRequiredForCustomLinkByPlan = { ALL: 20, 'plan-mc-starter': 0 };
    expect((await json<{ rules: unknown }>(`/api/user/${nobalance.id}/referrals/userRules`, nobalance.token)).rules).toEqual({ minimumReferralsForCustomLink: 0 });
    expect((await call(`/api/user/${customer.id}/referrals/userRules`, { token: nobalance.token })).status).toBe(403);
  });

  const edit = (code: unknown, token: string = customer.token) => call('/api/user/referrals/editCode', { method: 'POST', token, body: { code } });

  it('sets the code once the user has enough referrals', async () => {
    expect((await edit('Casey')).status).toBe(204);
    expect(accountOf(customer.id).code).toBe('Casey');
    expect((await edit('casey', nobalance.token)).status).toBe(403);
  });

  it.each([['a code taken whatever its case', 'PLAYER001'], ['too short', 'ab'], ['not alphanumeric', 'casey!']])('refuses %s with 400', async (_, code) => {
    expect((await edit(code)).status).toBe(400);
    expect(accountOf(customer.id).code).toBe('caseycustomer');
  });

  it('is off with referrals', async () => {
    db.config.settings.referrals.enabled = false;
    expect((await edit('Casey')).status).toBe(404);
  });
});

describe('a sign-up through a referral link', () => {
  const register = (email: string, referrer: string, address: string) =>
    fetch(`${BASE_URL}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address }, body: JSON.stringify({ email, password: 'newpass123', referrer }) });

  it('links the new account to the referrer, by code or id, and credits the sign-up reward once', async () => {
    expect((await register('friend@example.test', 'caseycustomer', '203.0.113.10')).status).toBe(201);
    expect((await register('other@example.test', customer.id, '203.0.113.11')).status).toBe(201);
    expect(db.users.get(customer.id)?.coins).toBe(340 + 2 * 100);
    expect((await json<Referrals>(`/api/user/${customer.id}/referrals`)).total).toBe(CUSTOMER_REFERRALS + 2);
    // What they earned, as credited: the rewards in the coin history.
    expect((await json<Referrals & { earned: unknown }>(`/api/user/${customer.id}/referrals`, customer.token)).earned).toEqual({ coins: 200, balance: 0 });
  });

  it('writes the reward in the coin ledger in the same step, and a second sign-up of the address credits nothing', async () => {
    expect((await register('friend@example.test', 'caseycustomer', '203.0.113.10')).status).toBe(201);
    expect((await register('friend@example.test', 'caseycustomer', '203.0.113.14')).status).toBe(409);
    const movements = db.domain.coinLedger.filter((movement) => movement.user === customer.id && movement.reason === 'referral');
    expect(movements).toEqual([expect.objectContaining({ amount: 100, detail: 'friend', coins: 440 })]);
    expect(db.users.get(customer.id)?.coins).toBe(440);
  });

  it('refuses a self-referral: the referrer signed in from the address the sign-up comes from', async () => {
    const address = '203.0.113.15';
    await fetch(`${BASE_URL}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address }, body: JSON.stringify({ email: customer.email, password: 'demo1234' }) });
    expect(accountOf(customer.id).ips).toContain(address);
    expect((await register('my-second-account@example.test', customer.id, address)).status).toBe(201);
    expect(db.users.get(customer.id)?.coins).toBe(340);
    expect(db.domain.coinLedger.filter((movement) => movement.reason === 'referral')).toEqual([]);
    expect((await json<Referrals>(`/api/user/${customer.id}/referrals`)).total).toBe(CUSTOMER_REFERRALS);
  });

  it('credits nothing for an unknown referrer, or one who signed in from the same address, and still signs up', async () => {
    accountOf(customer.id).ips.push('203.0.113.12');
    expect((await register('me-again@example.test', 'caseycustomer', '203.0.113.12')).status).toBe(201);
    expect((await register('stranger@example.test', 'nobody-here', '203.0.113.13')).status).toBe(201);
    expect(db.users.get(customer.id)?.coins).toBe(340);
  });
});

describe('usage against the limits', () => {
  it('counts servers and waiting orders against the account’s limits', async () => {
    const usage = await json<{ resources: { servers: number }; limits: { servers: number }; errors: number }>(`/api/user/${customer.id}/usage`, customer.token);
    expect(usage).toMatchObject({ resources: { servers: 5 }, limits: { servers: 8 }, errors: 0 });
    expect((await call(`/api/user/${customer.id}/usage`, { token: nobalance.token })).status).toBe(403);
    expect((await call('/api/user/u-none/usage', { token: admin.token })).status).toBe(404);
  });

  it('suspends the running servers of an account over its limits, deletion threshold days on', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: Date.parse('2026-11-20T10:00:00Z') } });
    accountOf(customer.id).limits.servers = 2;
    expect((await json<{ errors: number }>(`/api/user/${customer.id}/usage`, customer.token)).errors).toBe(1);
    const survival = db.domain.servers.find((server) => server._id === 'srv-survival');
    expect(survival).toMatchObject({ suspentionReason: 'RESOURCES_EXCEEDED', expires: Date.parse('2026-11-27T10:00:00Z') });
    expect(db.domain.servers.find((server) => server._id === 'srv-bot')?.suspentionReason).toBe('RENEWAL_REQUIRED');
  });

  it('suspends nothing with per-server plans', async () => {
    db.config.features.perServerPlans = perServerPlansFor('plans');
    accountOf(customer.id).limits.servers = 2;
    await call(`/api/user/${customer.id}/usage`, { token: customer.token });
    expect(db.domain.servers.find((server) => server._id === 'srv-survival')?.suspended).toBeNull();
  });
});

describe('the referrer’s share of a purchase', () => {
  const forcePay = (invoiceId: string) => call(`/api/invoices/${invoiceId}/pay/force`, { method: 'POST', token: admin.token, body: {} });
  const balanceOf = (id: string) => db.users.get(id)?.balance;

  it('credits purchaseShare of each paid purchase to the referrer’s balance, to the cent', async () => {
    accountOf(nobalance.id).referrer = customer.id;
    const before = balanceOf(customer.id) ?? 0;
    expect((await forcePay(SEED_INVOICES.noBalanceOwner)).status).toBe(200);
    // 10 % of 4.99
    expect(balanceOf(customer.id)).toBe(before + 0.5);
    const { earned } = await json<Referrals & { earned: unknown }>(`/api/user/${customer.id}/referrals`, customer.token);
    expect(earned).toEqual({ coins: 0, balance: 0.5 });
    // A later change of the share rate does not rewrite what was credited.
    db.config.settings.referrals.purchaseShare = 0.5;
    expect((await json<Referrals & { earned: unknown }>(`/api/user/${customer.id}/referrals`, customer.token)).earned).toEqual({ coins: 0, balance: 0.5 });
  });

  it('credits nothing for a top-up, without a referrer, or with referrals off', async () => {
    const before = balanceOf(customer.id);
    accountOf(nobalance.id).referrer = customer.id;
    const topUp = (await (await call('/api/user/funds/topup', { method: 'POST', token: nobalance.token, body: { amount: 20 } })).json()) as { invoice: string };
    await forcePay(topUp.invoice);
    expect(balanceOf(customer.id)).toBe(before);

    db.config.settings.referrals.enabled = false;
    await forcePay(SEED_INVOICES.noBalanceOwner);
    expect(balanceOf(customer.id)).toBe(before);
  });
});
