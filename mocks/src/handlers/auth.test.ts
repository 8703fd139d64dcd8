import { describe, expect, it } from 'vitest';
import type { LoginResponse, User } from '@panel/api/contract';
import { DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const login = (body: unknown) => call('/api/auth/login', { method: 'POST', body });

describe('auth', () => {
  it('logs in with a demo account and the token reads the user', async () => {
    const response = await login({ email: DEMO_USERS.customer.email, password: 'demo1234' });
    expect(response.status).toBe(200);
    const { token, userId, user } = (await response.json()) as LoginResponse;
    expect(userId).toBe('u-customer');
    expect(user).toMatchObject({ rank: 'USER', balance: 25.5, verified: true });
    expect(user).not.toHaveProperty('passwordHash');

    const info = await call(`/api/user/${userId}/info`, { token });
    expect(((await info.json()) as User).email).toBe('customer@panel.test');
  });

  it.each([
    ['wrong password', { email: DEMO_USERS.customer.email, password: 'nope' }],
    ['unknown email', { email: 'ghost@panel.test', password: 'demo1234' }],
  ])('answers the same 401 for %s', async (_case, body) => {
    const response = await login(body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid email or password' });
  });

  it.each([
    [{ password: 'demo1234' }],
    [{ email: 'not-an-email', password: 'demo1234' }],
    [{ email: DEMO_USERS.customer.email, password: '' }],
    [{ email: DEMO_USERS.customer.email, password: 'demo1234', remember: true }],
  ])('rejects an invalid body %j with 400', async (body) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('logout invalidates the token', async () => {
    const { token } = DEMO_USERS.staff;
    expect((await call('/api/auth/logout', { method: 'POST', token })).status).toBe(204);
    expect((await call('/api/shop/listing', { token })).status).toBe(401);
  });
});

describe('user info', () => {
  it('answers 401 without or with an unknown token', async () => {
    expect((await call('/api/user/u-customer/info')).status).toBe(401);
    expect((await call('/api/user/u-customer/info', { token: 'forged' })).status).toBe(401);
  });

  it("forbids reading another user's info to customers but not to staff", async () => {
    expect((await call('/api/user/u-admin/info', { token: DEMO_USERS.customer.token })).status).toBe(403);
    expect((await call('/api/user/u-customer/info', { token: DEMO_USERS.staff.token })).status).toBe(200);
    expect((await call('/api/user/u-missing/info', { token: DEMO_USERS.staff.token })).status).toBe(404);
  });

  it('shows the unverified flag', async () => {
    const response = await call('/api/user/u-unverified/info', { token: DEMO_USERS.unverified.token });
    expect(((await response.json()) as User).verified).toBe(false);
  });
});
