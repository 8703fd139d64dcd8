import { describe, expect, it } from 'vitest';
import type { CoinEconomy, CouponRedemption, DiscountUse, Invoice } from '@panel/api/contract';
import { db } from '../db';
import { moveCoins } from '../domain/coin-ledger';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { daysFromSeed } from '../seed/reference-time';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const admin: string = DEMO_USERS.admin.token;
const json = async <T>(response: Response) => (await response.json()) as T;
const create = (collection: string, data: unknown, token = admin) => call(`/api/staff/${collection}/create`, { method: 'POST', token, body: { collection, data } });
const edit = (collection: string, id: string, body: unknown) => call(`/api/staff/${collection}/${id}/edit`, { method: 'POST', token: admin, body });
const list = (collection: string, query: string, token = admin) => call(`/api/staff/${collection}/list?${query}`, { token });

describe('staff coupons and discounts', () => {
  it('refuses a code another coupon already has (whatever its case), on create and on edit, with the field named', async () => {
    const taken = await create('coupons', { code: 'welcome100', coins: 10, maxClaims: 5 });
    expect(taken.status).toBe(400);
    expect(await json(taken)).toMatchObject({ fields: [{ field: 'body.data.code', message: 'is already used by another code' }] });

    const fresh = await create('coupons', { code: 'FRESH-1', coins: 10, maxClaims: 5 });
    expect(fresh.status).toBe(201);
    const { field } = await json<{ field: { insertedId: string } }>(fresh);
    const renamed = await edit('coupons', field.insertedId, { code: 'WELCOME100' });
    expect(await json(renamed)).toMatchObject({ fields: [{ field: 'body.code', message: 'is already used by another code' }] });
    // Saving a coupon with its own code is no clash.
    expect((await edit('coupons', field.insertedId, { code: 'FRESH-1', coins: 20 })).status).toBe(200);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ action: 'edit', collection: 'coupons', target: field.insertedId, changes: { coins: { before: 10, after: 20 } } });
  });

  it.each([
    ['coupons', { code: 'ZERO', coins: 0, maxClaims: 1 }, 'body.data.coins'],
    ['discounts', { code: 'TOO-MUCH', reduction: 101, maxClaims: 1 }, 'body.data.reduction'],
    ['discounts', { code: 'NOTHING', reduction: 0, maxClaims: 1 }, 'body.data.reduction'],
    ['discounts', { code: 'SPRING20', reduction: 10, maxClaims: 1 }, 'body.data.code'],
  ])('refuses a %s write of %j on %s', async (collection, data, field) => {
    const answer = await create(collection, data);
    expect(answer.status).toBe(400);
    expect((await json<{ fields: { field: string }[] }>(answer)).fields.map((entry) => entry.field)).toContain(field);
  });

  it('lists who redeemed a coupon and when they claimed it', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(1) } });
    expect((await call('/api/coupon/WELCOME100/claim', { method: 'POST', token: DEMO_USERS.customer.token })).status).toBe(200);
    const { redemptions } = await json<{ redemptions: CouponRedemption[] }>(await call('/api/staff/coupons/coupon-welcome/redemptions', { token: admin }));
    expect(redemptions).toEqual([
      { user: DEMO_USERS.nobalance.id, username: db.users.get(DEMO_USERS.nobalance.id)?.username, date: null },
      { user: DEMO_USERS.customer.id, username: db.users.get(DEMO_USERS.customer.id)?.username, date: daysFromSeed(1) },
    ]);
    expect((await call('/api/staff/coupons/nope/redemptions', { token: admin })).status).toBe(404);
  });

  it('lists the invoices a discount was used on, newest first', async () => {
    const seeded = db.invoices.get(SEED_INVOICES.discounted)!;
    const paidLater = { ...seeded, _id: 'inv-spring-paid', amount: 8, paid: true, paiddate: seeded.duedate + 86_400_000 } as Invoice;
    db.invoices.set(paidLater._id, paidLater);
    const { uses } = await json<{ uses: DiscountUse[] }>(await call('/api/staff/discounts/discount-spring/uses', { token: admin }));
    const username = db.users.get(seeded.user)?.username;
    expect(uses).toEqual([
      { invoice: 'inv-spring-paid', user: seeded.user, username, amount: 8, paid: true, date: seeded.duedate + 86_400_000 },
      { invoice: SEED_INVOICES.discounted, user: seeded.user, username, amount: 7.99, paid: false, date: seeded.duedate },
    ]);
    expect((await call('/api/staff/discounts/discount-black-friday/uses', { token: admin })).status).toBe(200);
    expect((await call('/api/staff/discounts/nope/uses', { token: admin })).status).toBe(404);
  });
});

describe('staff invoices list', () => {
  it('filters on the derived status and sums the amounts of every match', async () => {
    const all = [...db.invoices.values()];
    const raw = await list('invoices', 'where=status:unpaid&sum=amount&pageSize=100', DEMO_USERS.staff.token);
    const answer = await json<{ result: { status: string }[]; metadata: { totalCount: number }; sums: { amount: number } }>(raw);
    const unpaid = all.filter((invoice) => !invoice.paid && !invoice.paidpartial);
    expect(answer.metadata.totalCount).toBe(unpaid.length);
    expect(answer.result.every((invoice) => invoice.status === 'unpaid')).toBe(true);
    expect(answer.sums.amount).toBeCloseTo(unpaid.reduce((sum, invoice) => sum + invoice.amount, 0), 2);
  });
});

describe('coin economy', () => {
  it('adds minted and spent coins per source per month', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: Date.UTC(2031, 0, 15) } });
    const user = db.users.get(DEMO_USERS.customer.id)!;
    moveCoins(user, 30, 'coupon', 'X');
    moveCoins(user, 20, 'coupon', 'Y');
    moveCoins(user, -40, 'renewal', 'server');
    const { months } = await json<CoinEconomy>(await call('/api/staff/coin-economy', { token: admin }));
    expect(months.at(-1)).toEqual({
      year: 2031,
      month: 1,
      sources: [
        { source: 'coupon', minted: 50, spent: 0 },
        { source: 'renewal', minted: 0, spent: 40 },
      ],
    });
  });

  it('is for admins only, like transactions, coupons and discounts', async () => {
    const staff = DEMO_USERS.staff.token;
    for (const path of ['/api/staff/coin-economy', '/api/staff/coupons/coupon-welcome/redemptions', '/api/staff/discounts/discount-spring/uses', '/api/staff/transactions/share', '/api/staff/coupons/list', '/api/staff/discounts/list', '/api/staff/transactions/list']) {
      expect((await call(path, { token: staff })).status, path).toBe(403);
    }
    expect((await create('coupons', { code: 'STAFFMADE', coins: 1, maxClaims: 1 }, staff)).status).toBe(403);
  });
});
