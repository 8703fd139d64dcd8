import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { accountOf } from '../domain/accounts';
import { REDEEM_CODE_ACCOUNT_AGE_MS } from '../domain/permissions';
import { DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, staff, customer, nobalance } = DEMO_USERS;
const setClock = (now: number) => call('/api/__mock/clock', { method: 'POST', body: { now } });

describe('who the token belongs to', () => {
  it('answers the caller’s id, username and email in the data envelope', async () => {
    const response = await call('/api/user/info', { token: customer.token });
    expect(await response.json()).toEqual({ data: { id: customer.id, username: customer.username, email: customer.email } });
    expect((await call('/api/user/info')).status).toBe(401);
  });
});

describe('permissions', () => {
  const permissions = async (id: string, token: string) => {
    const response = await call(`/api/user/${id}/permissions`, { token });
    return { status: response.status, body: (await response.json()) as { permissions?: unknown } };
  };

  it('lets a customer create redeem codes once the account is 30 days old, and says when', async () => {
    const firstLogin = Date.UTC(2026, 10, 1);
    accountOf(customer.id).firstLogin = firstLogin;
    await setClock(firstLogin + REDEEM_CODE_ACCOUNT_AGE_MS - 1);
    expect((await permissions(customer.id, customer.token)).body).toEqual({
      permissions: { canCreateRedeemCodes: false, willBeAbleToCreateRedeemCodesAt: firstLogin + REDEEM_CODE_ACCOUNT_AGE_MS },
    });
    await setClock(firstLogin + REDEEM_CODE_ACCOUNT_AGE_MS);
    expect((await permissions(customer.id, customer.token)).body).toEqual({ permissions: { canCreateRedeemCodes: true, willBeAbleToCreateRedeemCodesAt: null } });
  });

  it('lets staff create them at once', async () => {
    accountOf(staff.id).firstLogin = Date.now();
    expect((await permissions(staff.id, staff.token)).body).toEqual({ permissions: { canCreateRedeemCodes: true, willBeAbleToCreateRedeemCodesAt: null } });
  });

  it('answers the owner and an admin acting for them; not another user, not staff; 404 for nobody', async () => {
    expect((await permissions(customer.id, admin.token)).status).toBe(200);
    expect((await permissions(customer.id, nobalance.token)).status).toBe(403);
    expect((await permissions(customer.id, staff.token)).status).toBe(403);
    expect((await permissions('u-nobody', admin.token)).status).toBe(404);
    expect(db.users.has('u-nobody')).toBe(false);
  });
});
