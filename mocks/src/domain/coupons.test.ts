import { beforeEach, describe, expect, it } from 'vitest';
import type { CoinMovement } from '../contract/wire-types';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { daysFromSeed } from '../seed/reference-time';
import { call, installMockApi } from '../testing/mock-api';
import { COUPON_FAILURE_LIMIT } from './coupons';

installMockApi();

const { admin, customer, nobalance } = DEMO_USERS;
const claim = (code: string, token: string) => call(`/api/coupon/${code}/claim`, { method: 'POST', token });
const coinsOf = (userId: string) => db.users.get(userId)?.coins ?? NaN;
const ledgerOf = (userId: string) => db.domain.coinLedger.filter((movement: CoinMovement) => movement.user === userId);

beforeEach(() => call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) } }));

async function createCoupon(data: { code: string; coins: number; maxClaims: number; expires?: number | null }) {
  const response = await call('/api/staff/coupons/create', { method: 'POST', token: admin.token, body: { collection: 'coupons', data } });
  expect(response.status).toBe(201);
}

describe('a coupon’s claims', () => {
  it('stop at its maximum, even when two customers claim its last one at once', async () => {
    await createCoupon({ code: 'LASTONE', coins: 30, maxClaims: 1 });
    const before = { customer: coinsOf(customer.id), nobalance: coinsOf(nobalance.id) };
    const statuses = (await Promise.all([claim('LASTONE', customer.token), claim('LASTONE', nobalance.token)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 403]);
    const gained = coinsOf(customer.id) - before.customer + (coinsOf(nobalance.id) - before.nobalance);
    expect(gained).toBe(30);
    expect(db.domain.coupons.find((coupon) => coupon.code === 'LASTONE')?.redeemed).toHaveLength(1);
  });

  it('end at its expiry by the backend’s clock', async () => {
    await createCoupon({ code: 'SOON', coins: 10, maxClaims: 10, expires: daysFromSeed(1) });
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(2) } });
    const response = await claim('SOON', customer.token);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/expired/);
  });

  it('write each credit to the ledger with the coins after it, and nothing for a refusal', async () => {
    await createCoupon({ code: 'LEDGER', coins: 15, maxClaims: 10 });
    const movements = ledgerOf(customer.id).length;
    await claim('LEDGER', customer.token);
    await claim('LEDGER', customer.token);
    const written = ledgerOf(customer.id).slice(movements);
    expect(written).toEqual([expect.objectContaining({ amount: 15, reason: 'coupon', detail: 'LEDGER', coins: coinsOf(customer.id) })]);
  });
});

describe('the attempt limit', () => {
  it('lifts once the window has passed, and counts per customer', async () => {
    for (let attempt = 0; attempt < COUPON_FAILURE_LIMIT.max; attempt += 1) await claim(`GUESS${attempt}`, customer.token);
    const limited = await claim('GUESS', customer.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await claim('GUESS', nobalance.token)).status).toBe(404);
    await call('/api/__mock/clock', { method: 'POST', body: { now: daysFromSeed(0) + COUPON_FAILURE_LIMIT.windowMs + 1_000 } });
    expect((await claim('GUESS', customer.token)).status).toBe(404);
  });
});
