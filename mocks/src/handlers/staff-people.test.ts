import type { StaffChange, StaffDashboard, TransactionsShare } from '@panel/api/contract';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { accountOf } from '../domain/accounts';
import { monthStart } from '../domain/staff-dashboard';
import { DEMO_USERS } from '../seed';
import { daysFromSeed } from '../seed/reference-time';
import { BASE_URL, call, installMockApi } from '../testing/mock-api';

installMockApi();

const dashboard = async (token: string) => (await (await call('/api/staff/dashboard', { token })).json()) as StaffDashboard;
const editUser = (id: string, fields: unknown, token: string = DEMO_USERS.admin.token) =>
  call(`/api/staff/users/${id}/edit`, { method: 'POST', token, body: fields });

describe('the staff dashboard', () => {
  it('counts users, servers and unpaid invoices as the lists do', async () => {
    const { counts } = await dashboard(DEMO_USERS.staff.token);
    expect(counts).toEqual({
      users: db.users.size,
      servers: db.domain.servers.length,
      unpaidInvoices: [...db.invoices.values()].filter((invoice) => !invoice.paid && !invoice.paidpartial).length,
    });
    const list = (await (await call('/api/staff/users/list?pageSize=1', { token: DEMO_USERS.staff.token })).json()) as { metadata: { totalCount: number } };
    expect(counts.users).toBe(list.metadata.totalCount);
  });

  it('shares servers by location and game, by name, adding up to every server', async () => {
    const { serversByLocation, serversByEgg, counts } = await dashboard(DEMO_USERS.staff.token);
    expect(serversByLocation.reduce((sum, share) => sum + share.count, 0)).toBe(counts.servers);
    expect(serversByEgg.reduce((sum, share) => sum + share.count, 0)).toBe(counts.servers);
    const location = db.domain.locations[0]!;
    expect(serversByLocation).toContainEqual({ _id: location._id, name: location.name, count: db.domain.servers.filter((server) => server.location === location._id).length });
  });

  it('counts sign-ups per month over twelve months, this one last', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    const { signupsByMonth } = await dashboard(DEMO_USERS.staff.token);
    expect(signupsByMonth).toHaveLength(12);
    expect(signupsByMonth.at(-1)?.month).toBe(monthStart(daysFromSeed(0)));
    const since = signupsByMonth[0]!.month;
    const expected = [...db.domain.accounts.values()].filter((account) => account.firstLogin >= since && account.firstLogin < monthStart(daysFromSeed(0), 1)).length;
    expect(signupsByMonth.reduce((sum, month) => sum + month.value, 0)).toBe(expected);
  });

  it('shows money to admins only, counting what came in (not what the balance paid)', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    const staff = await dashboard(DEMO_USERS.staff.token);
    expect(staff.revenue).toBeNull();
    expect(staff.revenueByMonth).toBeNull();
    const admin = await dashboard(DEMO_USERS.admin.token);
    const start = monthStart(daysFromSeed(0));
    const thisMonth = db.domain.transactions.filter((t) => t.method !== 'balance' && t.date >= start && t.date < monthStart(daysFromSeed(0), 1));
    expect(admin.revenue?.thisMonth).toBeCloseTo(thisMonth.reduce((sum, t) => sum + t.amount, 0), 2);
    expect(admin.revenueByMonth?.at(-1)?.value).toBe(admin.revenue?.thisMonth);
    expect(admin.revenueByMonth?.at(-2)?.value).toBe(admin.revenue?.lastMonth);
  });

  it('counts revenue by one rule on the dashboard, the insights and the transactions list', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } });
    // This month: a provider payment, a staff-completed one, a payment from the balance and staff changes of a balance both ways.
    const at = daysFromSeed(0) - 60_000;
    const user = DEMO_USERS.customer.id;
    db.domain.transactions.push(
      { _id: 'tx-rule-paypal', user, method: 'paypal', amount: 10, date: at, invoice: null, item: 'topup' },
      { _id: 'tx-rule-force', user, method: 'staff-force-pay', amount: 7, date: at, invoice: null, item: null },
      { _id: 'tx-rule-balance', user, method: 'balance', amount: 8, date: at, invoice: null, item: 'plan-mc-starter' },
      { _id: 'tx-rule-up', user, method: 'staff-adjustment', amount: 50, date: at, invoice: null, item: null },
      { _id: 'tx-rule-down', user, method: 'staff-adjustment', amount: -30, date: at, invoice: null, item: null },
    );
    const start = monthStart(daysFromSeed(0));
    const month = `date>=${start}`;
    const thisMonth = db.domain.transactions.filter((t) => t.date >= start && t.date <= daysFromSeed(0));
    const revenueThisMonth = thisMonth.filter((t) => ['stripe', 'paypal', 'coingate', 'cashfree', 'litepay', 'staff-force-pay'].includes(t.method)).reduce((sum, t) => sum + t.amount, 0);

    const admin = await dashboard(DEMO_USERS.admin.token);
    expect(admin.revenue?.thisMonth).toBeCloseTo(revenueThisMonth, 2);

    const share = (await (await call('/api/staff/transactions/share', { token: DEMO_USERS.admin.token })).json()) as TransactionsShare;
    const latest = share.byMonth.at(-1)!;
    expect(latest._id).toEqual({ year: new Date(start).getUTCFullYear(), month: new Date(start).getUTCMonth() + 1 });
    expect(latest.volume).toBeCloseTo(revenueThisMonth, 2);
    expect(share.result).not.toHaveProperty('balance');
    expect(share.result).not.toHaveProperty('staff-adjustment');

    const list = await call(`/api/staff/transactions/list?where=${encodeURIComponent(month)}&sum=revenue&sum=amount&pageSize=100`, { token: DEMO_USERS.admin.token });
    const page = (await list.json()) as { result: { _id: string; revenue: number }[]; sums: { revenue: number; amount: number } };
    expect(page.sums.revenue).toBeCloseTo(revenueThisMonth, 2);
    // The amount of every movement this month is a different figure: it adds what the balance paid and staff changes.
    expect(page.sums.amount).toBeCloseTo(thisMonth.reduce((sum, t) => sum + t.amount, 0), 2);
    expect(page.sums.amount).not.toBeCloseTo(page.sums.revenue, 2);
    expect(Object.fromEntries(page.result.filter((t) => t._id.startsWith('tx-rule-')).map((t) => [t._id, t.revenue]))).toEqual({
      'tx-rule-paypal': 10,
      'tx-rule-force': 7,
      'tx-rule-balance': 0,
      'tx-rule-up': 0,
      'tx-rule-down': 0,
    });
  });

  it('is for staff only', async () => {
    expect((await call('/api/staff/dashboard', { token: DEMO_USERS.customer.token })).status).toBe(403);
  });
});

describe('the users list', () => {
  it('filters on banned, derived from the ban', async () => {
    const list = async (where: string) =>
      ((await (await call(`/api/staff/users/list?pageSize=100&where=${where}`, { token: DEMO_USERS.staff.token })).json()) as { result: { _id: string }[] }).result.map((user) => user._id);
    expect(await list('banned:true')).toEqual([DEMO_USERS.banned.id]);
    expect(await list('banned:false')).not.toContain(DEMO_USERS.banned.id);
  });
});

describe('staff edits of a user', () => {
  it('refuses a STAFF edit of the balance, leaving it and the log alone', async () => {
    const before = db.users.get(DEMO_USERS.customer.id)!.balance;
    const entries = db.domain.auditlogs.length;
    expect((await editUser(DEMO_USERS.customer.id, { balance: 999 }, DEMO_USERS.staff.token)).status).toBe(403);
    expect(db.users.get(DEMO_USERS.customer.id)!.balance).toBe(before);
    expect(db.domain.auditlogs).toHaveLength(entries);
  });

  it('audits an admin edit with the values before and after', async () => {
    const before = db.users.get(DEMO_USERS.customer.id)!.balance;
    expect((await editUser(DEMO_USERS.customer.id, { balance: 42 })).status).toBe(200);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: DEMO_USERS.admin.id, action: 'edit', collection: 'users', target: DEMO_USERS.customer.id, changes: { balance: { before, after: 42 } } });
  });

  it('writes a balance change to the customer’s ledger, signed, as no revenue', async () => {
    const revenueBefore = ((await (await call('/api/staff/transactions/share', { token: DEMO_USERS.admin.token })).json()) as { total: { volume: number } }).total.volume;
    const before = db.users.get(DEMO_USERS.customer.id)!.balance;
    expect((await editUser(DEMO_USERS.customer.id, { balance: before - 5 })).status).toBe(200);
    expect(db.domain.transactions.at(-1)).toMatchObject({ user: DEMO_USERS.customer.id, method: 'staff-adjustment', amount: -5, invoice: null });
    const history = (await (await call('/api/user/funds/history', { token: DEMO_USERS.customer.token })).json()) as { transactions: { method: string; amount: number }[] };
    expect(history.transactions[0]).toMatchObject({ method: 'staff-adjustment', amount: -5 });
    const revenueAfter = ((await (await call('/api/staff/transactions/share', { token: DEMO_USERS.admin.token })).json()) as { total: { volume: number } }).total.volume;
    expect(revenueAfter).toBe(revenueBefore);
  });

  it('records where the change came from', async () => {
    const response = await fetch(`${BASE_URL}/api/staff/users/${DEMO_USERS.customer.id}/edit`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${DEMO_USERS.admin.token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      body: JSON.stringify({ coins: 12 }),
    });
    expect(response.status).toBe(200);
    expect(db.domain.auditlogs.at(-1)?.from).toEqual({ address: '203.0.113.7', device: 'Firefox on Linux' });
  });

  it('refuses a negative balance with a field message', async () => {
    const answer = await editUser(DEMO_USERS.customer.id, { balance: -1 });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('balance');
  });
});

describe('what staff changed, as the customer sees it', () => {
  it('lists the changes to their own account, newest first, without who made them', async () => {
    await editUser(DEMO_USERS.customer.id, { balance: 42 });
    await call('/api/staff/ban', { method: 'POST', token: DEMO_USERS.staff.token, body: { user: DEMO_USERS.nobalance.id, reason: 'x', duration: 0 } });
    await call('/api/staff/itemNotes/create', { method: 'POST', token: DEMO_USERS.staff.token, body: { collection: 'itemNotes', data: { item: DEMO_USERS.customer.id, content: 'Private' } } });
    const answer = await call(`/api/user/${DEMO_USERS.customer.id}/staffChanges`, { token: DEMO_USERS.customer.token });
    expect(answer.status).toBe(200);
    const { changes } = (await answer.json()) as { changes: StaffChange[] };
    expect(changes[0]).toMatchObject({ action: 'edit', fields: { balance: { after: 42 } } });
    expect(changes[0]).not.toHaveProperty('actor');
    expect(JSON.stringify(changes)).not.toContain('Private');
    expect(changes.map((change) => change.date)).toEqual([...changes.map((change) => change.date)].sort((a, b) => b - a));
  });

  it("is not for another customer's eyes", async () => {
    expect((await call(`/api/user/${DEMO_USERS.customer.id}/staffChanges`, { token: DEMO_USERS.nobalance.token })).status).toBe(403);
    expect((await call(`/api/user/${DEMO_USERS.customer.id}/staffChanges`, { token: DEMO_USERS.staff.token })).status).toBe(200);
  });
});

describe('sending the verification mail again', () => {
  it('mails an unverified user and audits it; refuses a verified one', async () => {
    expect((await call('/api/staff/resendVerification', { method: 'POST', token: DEMO_USERS.staff.token, body: { user: DEMO_USERS.unverified.id } })).status).toBe(204);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: DEMO_USERS.staff.id, action: 'resend-verification', target: DEMO_USERS.unverified.id });
    expect((await call('/api/staff/resendVerification', { method: 'POST', token: DEMO_USERS.staff.token, body: { user: DEMO_USERS.unverified.id } })).status).toBe(429);
    expect((await call('/api/staff/resendVerification', { method: 'POST', token: DEMO_USERS.staff.token, body: { user: DEMO_USERS.customer.id } })).status).toBe(409);
    expect((await call('/api/staff/resendVerification', { method: 'POST', token: DEMO_USERS.customer.token, body: { user: DEMO_USERS.unverified.id } })).status).toBe(403);
  });
});

describe("a user's coin history for staff", () => {
  it('answers the movements of that user, newest first, with a staff change among them', async () => {
    await editUser(DEMO_USERS.customer.id, { coins: 5 });
    const answer = await call(`/api/staff/coinHistory/${DEMO_USERS.customer.id}`, { token: DEMO_USERS.staff.token });
    expect(answer.status).toBe(200);
    const { result } = (await answer.json()) as { result: { user: string; reason: string; coins: number }[] };
    expect(result[0]).toMatchObject({ user: DEMO_USERS.customer.id, reason: 'staff', coins: 5 });
    expect(result.every((movement) => movement.user === DEMO_USERS.customer.id)).toBe(true);
    expect((await call(`/api/staff/coinHistory/${DEMO_USERS.customer.id}`, { token: DEMO_USERS.customer.token })).status).toBe(403);
  });
});

describe('viewing a customer’s panel', () => {
  const viewAs = (id: string, token: string = DEMO_USERS.admin.token) => call(`/api/staff/users/${id}/viewAs`, { method: 'POST', token });

  it('gives an admin a read-only session on the customer, audited, never the customer’s own', async () => {
    const before = new Set(db.sessions.keys());
    const response = await viewAs(DEMO_USERS.customer.id);
    expect(response.status).toBe(200);
    const view = (await response.json()) as { token: string; id: string; username: string; expires: number };
    expect(view).toMatchObject({ id: DEMO_USERS.customer.id, username: db.users.get(DEMO_USERS.customer.id)!.username });
    expect(before.has(view.token)).toBe(false);

    const info = await call(`/api/user/${DEMO_USERS.customer.id}/info`, { token: view.token });
    expect(info.status).toBe(200);
    const write = await call('/api/user/profile', { method: 'PATCH', token: view.token, body: { username: 'changed' } });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { message: string }).message).toContain('read-only');
    expect(db.users.get(DEMO_USERS.customer.id)!.username).not.toBe('changed');

    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: DEMO_USERS.admin.id, action: 'view-as', collection: 'users', target: DEMO_USERS.customer.id });
  });

  it('answers the view’s presence beat without making the customer online or seen', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(1) } });
    const view = (await (await viewAs(DEMO_USERS.customer.id)).json()) as { token: string };
    const lastSeen = accountOf(DEMO_USERS.customer.id).lastSeen;
    const beat = await call('/api/user/presence', { method: 'POST', token: view.token, body: { path: '/funds', uid: DEMO_USERS.customer.id } });
    expect(beat.status).toBe(204);
    expect(accountOf(DEMO_USERS.customer.id).lastSeen).toBe(lastSeen);
    expect(db.domain.presence.has(DEMO_USERS.customer.id)).toBe(false);
    const online = (await (await call('/api/online', { token: DEMO_USERS.staff.token })).json()) as { users: { id: string }[]; perpath: { _id: string }[] };
    expect(online.users.map((user) => user.id)).not.toContain(DEMO_USERS.customer.id);
    expect(online.perpath.map((page) => page._id)).not.toContain('/funds');
    // The customer's own beat still counts.
    expect((await call('/api/user/presence', { method: 'POST', token: DEMO_USERS.customer.token, body: { path: '/funds', uid: DEMO_USERS.customer.id } })).status).toBe(204);
    expect(accountOf(DEMO_USERS.customer.id).lastSeen).toBe(daysFromSeed(1));
  });

  it('ends after an hour', async () => {
    const view = (await (await viewAs(DEMO_USERS.customer.id)).json()) as { token: string };
    await call('/api/__mock/clock', { method: 'POST', body: { now: Date.now() + 3_600_001 } });
    expect((await call(`/api/user/${DEMO_USERS.customer.id}/info`, { token: view.token })).status).toBe(401);
  });

  it('is for admins, and for customers’ accounts only', async () => {
    expect((await viewAs(DEMO_USERS.customer.id, DEMO_USERS.staff.token)).status).toBe(403);
    expect((await viewAs(DEMO_USERS.staff.id)).status).toBe(403);
    expect((await viewAs('nobody')).status).toBe(404);
  });
});
