import { describe, expect, it } from 'vitest';
import type { Config, LoginResponse, SetupRequest } from '@panel/api/contract';
import { db } from '../db';
import { call, installMockApi } from '../testing/mock-api';
import { isStrongPassword, MIN_ADMIN_PASSWORD_LENGTH } from '../auth/checks';

installMockApi();

const valid: SetupRequest = {
  instanceName: 'Pixel Hosting',
  currency: { name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'ALL' },
  admin: { username: 'Olive Owner', email: 'owner@pixel.test', password: 'correct horse 42' },
};

const awaiting = () => call('/api/__mock/config', { method: 'PATCH', body: { awaitingConfiguration: true } });
const setup = (body: unknown) => call('/api/setup', { method: 'POST', body });

describe('first-time setup', () => {
  it('is refused with 409 once the instance is configured', async () => {
    expect((await setup(valid)).status).toBe(409);
  });

  it('stores the configuration, creates the admin and signs them in', async () => {
    await awaiting();
    const response = await setup(valid);
    expect(response.status).toBe(201);
    const session = (await response.json()) as LoginResponse;
    expect(session.user).toMatchObject({ username: 'Olive Owner', email: 'owner@pixel.test', rank: 'ADMIN', verified: true });
    expect(session.user).not.toHaveProperty('passwordHash');

    const config = (await (await call('/api/')).json()) as Config;
    expect(config).toMatchObject({ awaitingConfiguration: false, currency: valid.currency, info: { name: 'Pixel Hosting' } });
    expect(config.stats.users.total).toBe(db.users.size);
    expect(db.users.get(session.userId)?.passwordHash).toMatch(/^\$2[aby]\$10\$/);

    const login = await call('/api/auth/login', { method: 'POST', body: { email: 'owner@pixel.test', password: 'correct horse 42' } });
    expect(login.status).toBe(200);
    expect((await setup({ ...valid, admin: { ...valid.admin, email: 'second@pixel.test' } })).status).toBe(409);
  });

  it('lets one of two concurrent setups through: exactly one admin, the other call 409', async () => {
    await awaiting();
    const rival = { ...valid, admin: { ...valid.admin, username: 'Rita Rival', email: 'rival@pixel.test' } };
    const responses = await Promise.all([setup(valid), setup(rival)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const created = [...db.users.values()].filter((user) => ['owner@pixel.test', 'rival@pixel.test'].includes(user.email));
    expect(created).toHaveLength(1);
    expect(created[0]?.rank).toBe('ADMIN');
    expect(db.config.stats.users.total).toBe(db.users.size);
  });

  it.each([
    ['an empty name', { ...valid, instanceName: '  ' }],
    ['an unknown currency', { ...valid, currency: { ...valid.currency, abbreviation: 'XYZ1' } }],
    ['a currency without a symbol', { ...valid, currency: { ...valid.currency, symbol: '' } }],
    ['a short username', { ...valid, admin: { ...valid.admin, username: 'ab' } }],
    ['a bad email', { ...valid, admin: { ...valid.admin, email: 'owner' } }],
    ['a weak password', { ...valid, admin: { ...valid.admin, password: 'password' } }],
    ['an email already in use', { ...valid, admin: { ...valid.admin, email: 'ADMIN@panel.test' } }],
    ['an unknown field', { ...valid, theme: 'dark' }],
    ['no admin', { instanceName: 'x', currency: valid.currency }],
  ])('rejects %s with 400 and stays unconfigured', async (_case, body) => {
    await awaiting();
    expect((await setup(body)).status).toBe(400);
    expect(db.config.awaitingConfiguration).toBe(true);
  });
});

describe("the administrator's password strength", () => {
  it.each([
    ['correct horse 42', true],
    ['abcdefghi1', true],
    ['abcdefghij', false],
    ['1234567890', false],
    ['abc123', false],
    ['ÄÖÜäöüßéè9', true],
  ])('%j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password, MIN_ADMIN_PASSWORD_LENGTH)).toBe(strong);
  });
});
