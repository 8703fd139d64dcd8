import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice, Plan } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { SEED_CODES } from '../seed/content';
import { daysFromSeed } from '../seed/reference-time';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, customer, nobalance, staff } = DEMO_USERS;
const post = (path: string, body: unknown, token: string = customer.token) => call(path, { method: 'POST', token, body });
const planOf = (id: string): Plan | undefined => db.domain.plans.find((plan) => plan._id === id);
const invoiceOf = async (response: Response): Promise<Invoice | undefined> => db.invoices.get(((await response.json()) as { invoice: string }).invoice);
const buy = (plan: string, body: object = { billingCycle: 720 }, token?: string) => post(`/api/shop/plans/${plan}/purchase`, body, token);
const forcePay = (invoice: string) => post(`/api/invoices/${invoice}/pay/force?saveTransaction=true`, {}, admin.token);

beforeEach(() => call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } }));

describe('one plan', () => {
  it('answers the plan, and 404 for none', async () => {
    const response = await call('/api/shop/plan-mc-pro');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { item: Plan }).item).toMatchObject({ _id: 'plan-mc-pro', stock: 12 });
    expect((await call('/api/shop/plan-none')).status).toBe(404);
  });

  it('leaves the listing its own path', async () => {
    expect((await call('/api/shop/listing', { token: customer.token })).status).toBe(200);
  });
});

describe('buying a plan', () => {
  it('answers an invoice for one cycle, taking a unit of stock; paying it grants the plan', async () => {
    const response = await buy('plan-mc-pro', { billingCycle: 2160 });
    expect(response.status).toBe(200);
    const invoice = await invoiceOf(response);
    expect(invoice).toMatchObject({ user: customer.id, item: 'plan-mc-pro', amount: 29.97, billingCycle: 2160, paid: false, discount: null });
    expect(planOf('plan-mc-pro')).toMatchObject({ stock: 11, purchases: 18 });
    expect((await forcePay(invoice?._id ?? '')).status).toBe(200);
    expect(db.users.get(customer.id)?.plans.map((plan) => plan._id)).toContain('plan-mc-pro');
  });

  it('applies a discount: the amount less its reduction, the original kept, the claim taken', async () => {
    const invoice = await invoiceOf(await buy('plan-mc-pro', { billingCycle: 720, discount: SEED_CODES.discount }, nobalance.token));
    expect(invoice).toMatchObject({ amount: 7.99, originalAmount: 9.99, discount: { code: SEED_CODES.discount, reduction: 20, recurrent: true } });
    expect(db.domain.discounts.find((discount) => discount.code === SEED_CODES.discount)?.redeemed).toContain(nobalance.id);
  });

  it('refuses a discount used up (its maxClaims reached): no invoice, no stock or claim taken', async () => {
    const spring = db.domain.discounts.find((discount) => discount.code === SEED_CODES.discount);
    if (spring) spring.maxClaims = spring.redeemed.length;
    const claims = spring?.redeemed.length;
    const invoices = db.invoices.size;
    const refused = await buy('plan-mc-pro', { billingCycle: 720, discount: SEED_CODES.discount }, nobalance.token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('SPRING20 has been used up');
    expect(spring?.redeemed).toHaveLength(claims ?? 0);
    expect(db.invoices.size).toBe(invoices);
    expect(planOf('plan-mc-pro')).toMatchObject({ stock: 12, purchases: 17 });
  });

  it('orders once on a double click: both answers name one invoice, one unit of stock taken', async () => {
    const [first, second] = await Promise.all([buy('plan-mc-pro'), buy('plan-mc-pro')]);
    expect((await invoiceOf(first))?._id).toBe((await invoiceOf(second))?._id);
    expect(planOf('plan-mc-pro')?.stock).toBe(11);
  });

  it.each<[string, string, object, number, (() => unknown) | null]>([
    ['an unknown plan', 'plan-none', { billingCycle: 720 }, 404, null],
    ['an unknown discount', 'plan-mc-pro', { billingCycle: 720, discount: 'NOPE' }, 404, null],
    ['a cycle the plan does not sell', 'plan-rust', { billingCycle: 8760 }, 403, null],
    ['a non-renewable plan for a cycle', 'plan-winter-event', { billingCycle: 720 }, 403, null],
    ['a plan not yet on sale', 'plan-winter-event', { billingCycle: -1 }, 400, null],
    ['a plan past its window', 'plan-winter-event', { billingCycle: -1 }, 400, () => call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(41) } })],
    ['an expired discount', 'plan-mc-pro', { billingCycle: 720, discount: SEED_CODES.expiredDiscount }, 400, null],
    ['a discount for other plans', 'plan-rust', { billingCycle: 720, discount: SEED_CODES.discount }, 400, null],
    ['an invisible plan', 'plan-rust', { billingCycle: 720 }, 400, () => void ((planOf('plan-rust') ?? { invisible: false }).invisible = true)],
    ['a sold-out plan', 'plan-mc-pro', { billingCycle: 720 }, 400, () => void ((planOf('plan-mc-pro') ?? { stock: 0 }).stock = 0)],
    ['a plan held already', 'plan-mc-starter', { billingCycle: 720 }, 400, null],
    ['a billing cycle that is not one', 'plan-mc-pro', { billingCycle: 100 }, 400, null],
    ['a body without a cycle', 'plan-mc-pro', {}, 400, null],
    ['a plan whose referral condition the buyer does not meet', 'plan-rust', { billingCycle: 720 }, 403, () => void (db.config.features.pspPlansConditions = true)],
  ])('refuses %s (%s, %j) with %i and takes nothing', async (_, plan, body, status, arrange) => {
    await arrange?.();
    const before = { invoices: db.invoices.size, stock: planOf('plan-mc-pro')?.stock };
    expect((await buy(plan, body, nobalance.token)).status).toBe(status);
    expect({ invoices: db.invoices.size, stock: planOf('plan-mc-pro')?.stock }).toEqual(before);
  });

  it('applies a plan’s referral condition only while the instance enforces plan conditions', async () => {
    expect((await buy('plan-rust', { billingCycle: 720 }, nobalance.token)).status).toBe(200);
    db.config.features.pspPlansConditions = true;
    const refused = await buy('plan-rust', { billingCycle: 720 }, customer.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Rust Standard needs 50 referrals; you have 40');
    const rust = planOf('plan-rust');
    if (rust) rust.conditions = { minimumReferrals: 40 };
    expect((await buy('plan-rust', { billingCycle: 720 }, customer.token)).status).toBe(200);
  });

  it('refuses past the per-customer cap, counting the servers on the plan', async () => {
    const pro = planOf('plan-mc-pro');
    if (pro) pro.amountAllowedPerCustomer = 1;
    db.domain.servers.push({ ...(db.domain.servers[0] as (typeof db.domain.servers)[number]), _id: 'srv-pro', uid: nobalance.id, plan: 'plan-mc-pro' });
    expect((await buy('plan-mc-pro', { billingCycle: 720 }, nobalance.token)).status).toBe(400);
  });

  it('refuses past the per-customer cap, counting the plans held, with the reason', async () => {
    const starter = planOf('plan-mc-starter');
    if (starter) starter.amountAllowedPerCustomer = 1;
    const refused = await buy('plan-mc-starter', { billingCycle: 720 }, nobalance.token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('A customer may have 1 Minecraft Starter servers');
  });

  it('needs a session', async () => {
    expect((await call('/api/shop/plans/plan-mc-pro/purchase', { method: 'POST', body: { billingCycle: 720 } })).status).toBe(401);
  });
});

describe('topping up the balance', () => {
  it('answers a top-up invoice that the balance cannot pay, and credits the amount once it is paid', async () => {
    const invoice = await invoiceOf(await post('/api/user/funds/topup', { amount: 15.5 }));
    expect(invoice).toMatchObject({ user: customer.id, item: 'topup', amount: 15.5, billingCycle: -1, paid: false });
    expect((await post(`/api/invoices/${invoice?._id}/pay/balance`, {})).status).toBe(400);
    expect((await forcePay(invoice?._id ?? '')).status).toBe(200);
    expect(db.users.get(customer.id)?.balance).toBe(41);
    expect((await forcePay(invoice?._id ?? '')).status).toBe(409);
    expect(db.users.get(customer.id)?.balance).toBe(41);
    const { transactions } = (await (await call('/api/user/funds/history', { token: customer.token })).json()) as { transactions: { invoice: string | null }[] };
    expect(transactions[0]?.invoice).toBe(invoice?._id);
  });

  it('credits the seeded top-up once it is paid', async () => {
    const before = db.users.get(customer.id)?.balance ?? 0;
    await forcePay(SEED_INVOICES.topup);
    expect(db.users.get(customer.id)?.balance).toBe(before + 50);
  });

  it('answers the open invoice again for the same amount (a double click tops up once)', async () => {
    const [first, second] = await Promise.all([post('/api/user/funds/topup', { amount: 20 }), post('/api/user/funds/topup', { amount: 20 })]);
    expect((await invoiceOf(first))?._id).toBe((await invoiceOf(second))?._id);
  });

  it.each([[{ amount: 0 }], [{ amount: 0.5 }], [{ amount: 1000.01 }], [{ amount: 10.005 }], [{ amount: '10' }], [{}], [{ amount: 10, note: 'x' }]])('refuses %j with 400', async (body) => {
    const before = db.invoices.size;
    expect((await post('/api/user/funds/topup', body)).status).toBe(400);
    expect(db.invoices.size).toBe(before);
  });

  it('takes its range from the settings, and names the amount and the limit when outside it', async () => {
    db.config.settings.topup = { min: 5, max: 200 };
    const small = await post('/api/user/funds/topup', { amount: 4.99 });
    expect(small.status).toBe(400);
    expect(((await small.json()) as { fields: unknown[] }).fields).toEqual([{ field: 'body.amount', message: 'must be at least 5 €' }]);
    const large = await post('/api/user/funds/topup', { amount: 200.01 });
    expect(((await large.json()) as { fields: unknown[] }).fields).toEqual([{ field: 'body.amount', message: 'must be at most 200 €' }]);
    expect((await post('/api/user/funds/topup', { amount: 200 })).status).toBe(200);

    delete db.config.settings.topup;
    expect((await post('/api/user/funds/topup', { amount: 1000 })).status).toBe(200);
    expect((await post('/api/user/funds/topup', { amount: 1000.01 })).status).toBe(400);
  });
});

describe("a user's invoices", () => {
  const list = async (path: string, token: string) => {
    const response = await call(path, { token });
    return { status: response.status, invoices: response.status === 200 ? ((await response.json()) as { invoices: Invoice[] }).invoices : [] };
  };

  it('answers the owner’s recent invoices newest first, and older ones on request', async () => {
    const recent = await list(`/api/user/${customer.id}/invoices`, customer.token);
    expect(recent.status).toBe(200);
    expect(recent.invoices.every((invoice) => invoice.user === customer.id)).toBe(true);
    expect(recent.invoices.map((invoice) => invoice.duedate)).toEqual([...recent.invoices.map((invoice) => invoice.duedate)].sort((a, b) => b - a));
    const ids = recent.invoices.map((invoice) => invoice._id);
    expect(ids).toContain(SEED_INVOICES.unpaid);
    expect(ids).not.toContain(SEED_INVOICES.paidPaypal);
    const all = await list(`/api/user/${customer.id}/invoices?showOlderInvoices=true`, customer.token);
    expect(all.invoices.map((invoice) => invoice._id)).toContain(SEED_INVOICES.paidPaypal);
  });

  it.each([
    ['another customer', nobalance.token, customer.id, 403],
    ['staff', staff.token, customer.id, 200],
    ['anyone, for no user', admin.token, 'u-none', 404],
  ])('answers %s with %i', async (_, token, userId, status) => {
    expect((await list(`/api/user/${userId}/invoices`, token)).status).toBe(status);
  });
});

describe('queues of a location', () => {
  it('counts the waiting orders by priority class', async () => {
    const response = await call('/api/locations/loc-new-york/queues');
    expect(await response.json()).toEqual({ total: 2, queuesbypriority: { staff: 0, premium: 1, free: 1 } });
    expect((await call('/api/locations/loc-none/queues')).status).toBe(404);
  });
});
