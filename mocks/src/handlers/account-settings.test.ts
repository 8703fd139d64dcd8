import { describe, expect, it } from 'vitest';
import type { User } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed';
import { SEED_SERVERS } from '../seed/servers';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, customer, nobalance } = DEMO_USERS;
const profile = { username: 'casey.c', email: customer.email, avatarUrl: 'https://avatars.example/casey.png' };
const patch = (path: string, body: unknown, token: string = customer.token) => call(path, { method: 'PATCH', token, body });
const signIn = (email: string, password: string) => call('/api/auth/login', { method: 'POST', body: { email, password } });

describe('the profile', () => {
  it('changes username and avatar, keeping the account verified when the email stays', async () => {
    const response = await patch('/api/user/profile', profile);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject<Partial<User>>({ username: 'casey.c', avatarUrl: profile.avatarUrl, verified: true });
  });

  it('unverifies the account on a new email, and refuses one another account uses (409)', async () => {
    expect((await patch('/api/user/profile', { ...profile, email: 'Casey.New@example.test' })).status).toBe(200);
    expect(db.users.get(customer.id)).toMatchObject({ email: 'casey.new@example.test', verified: false });
    expect((await patch('/api/user/profile', { ...profile, email: nobalance.email })).status).toBe(409);
  });

  it.each([
    ['a username with capitals', { ...profile, username: 'Casey' }],
    ['a username too short', { ...profile, username: 'cc' }],
    ['an avatar over http', { ...profile, avatarUrl: 'http://avatars.example/x.png' }],
    ['a script URL', { ...profile, avatarUrl: 'javascript:alert(1)' }],
    ['a missing field', { username: 'casey.c', email: customer.email }],
  ])('refuses %s with 400', async (_, body) => {
    expect((await patch('/api/user/profile', body)).status).toBe(400);
    expect(db.users.get(customer.id)?.username).toBe(customer.username);
  });
});

describe('the password', () => {
  it('changes with the current one, ending the other sessions and keeping this one', async () => {
    const other = ((await (await signIn(customer.email, DEMO_PASSWORD)).json()) as { token: string }).token;
    expect(other).toEqual(expect.any(String));
    expect((await patch('/api/user/password', { oldPassword: DEMO_PASSWORD, password: 'newpass123' })).status).toBe(204);
    expect((await call(`/api/user/${customer.id}/info`, { token: other })).status).toBe(401);
    expect((await call(`/api/user/${customer.id}/info`, { token: customer.token })).status).toBe(200);
    expect((await signIn(customer.email, 'newpass123')).status).toBe(200);
  });

  it('refuses a wrong current password (403) and a weak new one (400)', async () => {
    expect((await patch('/api/user/password', { oldPassword: 'wrong-one1', password: 'newpass123' })).status).toBe(403);
    expect((await patch('/api/user/password', { oldPassword: DEMO_PASSWORD, password: 'onlyletters' })).status).toBe(400);
    expect((await signIn(customer.email, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('ends the sessions and removes the servers and orders; the invoices stay', async () => {
    const invoices = [...db.invoices.values()].filter((invoice) => invoice.user === customer.id).length;
    expect((await call('/api/user/delete', { method: 'DELETE', token: customer.token })).status).toBe(204);
    expect(db.users.has(customer.id)).toBe(false);
    expect(db.domain.servers.some((server) => server._id === SEED_SERVERS.survival)).toBe(false);
    expect(db.domain.queue.some((entry) => entry.uid === customer.id)).toBe(false);
    expect([...db.invoices.values()].filter((invoice) => invoice.user === customer.id)).toHaveLength(invoices);
    expect((await call(`/api/user/${customer.id}/info`, { token: customer.token })).status).toBe(401);
    expect((await call('/api/user/delete', { method: 'DELETE', token: customer.token })).status).toBe(401);
  });

  it('refuses an ADMIN account', async () => {
    expect((await call('/api/user/delete', { method: 'DELETE', token: admin.token })).status).toBe(403);
    expect(db.users.has(admin.id)).toBe(true);
  });
});
