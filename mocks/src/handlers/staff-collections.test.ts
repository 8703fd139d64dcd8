import { describe, expect, it } from 'vitest';
import type { AuditEntry, CollectionPage } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const admin = DEMO_USERS.admin.token;
const staff = DEMO_USERS.staff.token;

const lastAudit = (): AuditEntry | undefined => db.domain.auditlogs.at(-1);

describe('staff collections: ranks', () => {
  it.each([
    ['GET', '/api/staff/users/list', staff, 200],
    ['GET', '/api/staff/servers/list', staff, 200],
    ['GET', '/api/staff/invoices/list', staff, 200],
    ['GET', '/api/staff/coupons/list', staff, 403],
    ['GET', '/api/staff/coupons/list', admin, 200],
    ['GET', '/api/staff/users/list', DEMO_USERS.customer.token, 403],
    ['GET', '/api/staff/users/list', undefined, 401],
    ['GET', '/api/staff/nonsense/list', admin, 400],
    ['POST', `/api/staff/users/${DEMO_USERS.customer.id}/edit`, staff, 403],
    ['POST', `/api/staff/users/${DEMO_USERS.customer.id}/edit`, admin, 200],
    ['DELETE', '/api/staff/auditlogs/audit-001/delete', admin, 403],
    ['DELETE', '/api/staff/itemNotes/note-banned/delete', staff, 200],
  ])('%s %s answers %i for that caller', async (method, path, token, status) => {
    const body = method === 'POST' ? { coins: 1 } : undefined;
    expect((await call(path, { method, token, body })).status).toBe(status);
  });
});

describe('staff collections: lists', () => {
  it('pages the 200+ users with the reference metadata and never shows a password hash', async () => {
    const page = (await (await call('/api/staff/users/list?page=2&pageSize=50', { token: staff })).json()) as CollectionPage;
    expect(page.metadata).toEqual({ totalCount: db.users.size, page: 2, pageSize: 50, pageCount: Math.ceil(db.users.size / 50) });
    expect(page.result).toHaveLength(50);
    expect(page.result.some((user) => 'passwordHash' in user)).toBe(false);
  });

  it('searches by key and shares by field', async () => {
    const found = (await (await call('/api/staff/search/users?key=email&q=player00', { token: staff })).json()) as { result: unknown[] };
    expect(found.result).toHaveLength(9);
    const share = (await (await call('/api/staff/servers/share/location', { token: staff })).json()) as { result: Record<string, number> };
    expect(share.result['loc-new-york']).toBe(3);
  });

  it('refuses a page size beyond 100 with a field message', async () => {
    const response = await call('/api/staff/users/list?pageSize=500', { token: staff });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: [{ field: 'query.pageSize' }] });
  });
});

describe('staff collections: writes', () => {
  it('creates a coupon and audits who, what and the fields', async () => {
    const response = await call('/api/staff/coupons/create', { method: 'POST', token: admin, body: { collection: 'coupons', data: { code: 'NEWYEAR', coins: 25, maxClaims: 10 } } });
    expect(response.status).toBe(201);
    const { field } = (await response.json()) as { field: { insertedId: string } };
    expect(db.domain.coupons.find((coupon) => coupon._id === field.insertedId)).toMatchObject({ code: 'NEWYEAR', createdBy: DEMO_USERS.admin.id, redeemed: [] });
    expect(lastAudit()).toMatchObject({ actor: DEMO_USERS.admin.id, action: 'create', collection: 'coupons', target: field.insertedId, changes: { code: { before: null, after: 'NEWYEAR' } } });
  });

  it.each([
    [{ code: 'x', coins: 25, maxClaims: 10 }, 'body.data.code'],
    [{ code: 'VALID', coins: 0, maxClaims: 10 }, 'body.data.coins'],
    [{ code: 'VALID', coins: 5 }, 'body.data.maxClaims'],
    [{ code: 'VALID', coins: 5, maxClaims: 1, bonus: true }, 'body.data.bonus'],
  ])('refuses coupon %j naming %s', async (data, field) => {
    const response = await call('/api/staff/coupons/create', { method: 'POST', token: admin, body: { data } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: [expect.objectContaining({ field })] });
  });

  it('edits plain fields or the reference body string, auditing before and after', async () => {
    const id = DEMO_USERS.customer.id;
    expect((await call(`/api/staff/users/${id}/edit`, { method: 'POST', token: admin, body: { coins: 400 } })).status).toBe(200);
    expect(lastAudit()?.changes).toEqual({ coins: { before: 340, after: 400 } });
    const response = await call(`/api/staff/users/${id}/edit`, { method: 'POST', token: admin, body: { body: JSON.stringify({ balance: 10 }) } });
    expect(response.status).toBe(200);
    expect(db.users.get(id)).toMatchObject({ coins: 400, balance: 10 });
    expect((await call(`/api/staff/users/${id}/edit`, { method: 'POST', token: admin, body: { rank: 'GOD' } })).status).toBe(400);
  });

  it('lets STAFF mark an invoice paid through the collection, keeping paidpartial derived', async () => {
    const response = await call('/api/staff/invoices/inv-partly-paid/edit', { method: 'POST', token: staff, body: { paid: true, received: 9.99 } });
    expect(response.status).toBe(200);
    expect(db.invoices.get('inv-partly-paid')).toMatchObject({ paid: true, paidpartial: false });
  });

  it('creates an API key showing its secret once, storing only a hash', async () => {
    const response = await call('/api/staff/apikeys/create', { method: 'POST', token: admin, body: { data: { name: 'CI' } } });
    const { field } = (await response.json()) as { field: { insertedId: string; secret: string } };
    expect(field.secret).toMatch(/^pk_/);
    const list = (await (await call('/api/staff/apikeys/list', { token: admin })).json()) as CollectionPage;
    expect(JSON.stringify(list)).not.toContain(field.secret);
    expect(list.result.some((key) => 'secretHash' in key)).toBe(false);
  });

  it.each([
    ['user', DEMO_USERS.customer.id, 'users'],
    ['coupon', 'coupon-welcome', 'coupons'],
  ])('says in every audit entry of a note about a %s which record the note is about', async (_kind, item, collection) => {
    const created = await call('/api/staff/itemNotes/create', { method: 'POST', token: staff, body: { data: { item, content: 'Asked for a refund' } } });
    const { field } = (await created.json()) as { field: { insertedId: string } };
    const about = { collection, id: item };
    expect(lastAudit()).toMatchObject({ action: 'create', collection: 'itemNotes', target: field.insertedId, about });
    await call(`/api/staff/itemNotes/${field.insertedId}/edit`, { method: 'POST', token: staff, body: { content: 'Refunded' } });
    expect(lastAudit()).toMatchObject({ action: 'edit', changes: { content: { before: 'Asked for a refund', after: 'Refunded' } }, about });
    await call(`/api/staff/itemNotes/${field.insertedId}/delete`, { method: 'DELETE', token: staff });
    expect(lastAudit()).toMatchObject({ action: 'delete', target: field.insertedId, about });
  });

  it('audits other records without saying what they are about', async () => {
    await call('/api/staff/coupons/coupon-welcome/edit', { method: 'POST', token: admin, body: { coins: 150 } });
    expect(lastAudit()).not.toHaveProperty('about');
  });

  it('dates an API key’s expiry by its own clock, and says in the list whether each key has expired', async () => {
    await call('/api/__mock/clock', { method: 'POST', body: { now: Date.parse('2026-11-20T10:00:00Z') } });
    const created = await call('/api/staff/apikeys/create', { method: 'POST', token: admin, body: { data: { name: 'CI', expiresInDays: 30 } } });
    const { field } = (await created.json()) as { field: { insertedId: string } };
    expect(db.domain.apikeys.find((key) => key._id === field.insertedId)).toMatchObject({ expires: Date.parse('2026-12-20T10:00:00Z') });
    expect(db.domain.apikeys.find((key) => key._id === field.insertedId)).not.toHaveProperty('expiresInDays');
    const expiredById = async () => {
      const list = (await (await call('/api/staff/apikeys/list', { token: admin })).json()) as CollectionPage;
      return Object.fromEntries(list.result.map((key) => [key._id, key.expired]));
    };
    expect(await expiredById()).toEqual({ 'key-billing-sync': false, [field.insertedId]: false });
    await call('/api/__mock/clock', { method: 'POST', body: { now: Date.parse('2026-12-20T10:00:00Z') } });
    expect(await expiredById()).toEqual({ 'key-billing-sync': false, [field.insertedId]: true });
  });

  it('refuses an API key with both an expiry and a number of days', async () => {
    const response = await call('/api/staff/apikeys/create', { method: 'POST', token: admin, body: { data: { name: 'CI', expires: 1, expiresInDays: 30 } } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: [{ field: 'body.data.expiresInDays' }] });
  });

  it('deletes with an audit entry holding the fields before, and 404s the second time', async () => {
    expect((await call('/api/staff/articles/art-coins/delete', { method: 'DELETE', token: admin })).status).toBe(200);
    expect(lastAudit()).toMatchObject({ action: 'delete', target: 'art-coins', changes: { slug: { before: 'coins', after: null } } });
    expect((await call('/api/staff/articles/art-coins/delete', { method: 'DELETE', token: admin })).status).toBe(404);
  });
});

describe('staff collections: plan conditions', () => {
  it('sets and removes a plan’s referral condition', async () => {
    const edit = (conditions: unknown) => call('/api/staff/plans/plan-mc-pro/edit', { method: 'POST', token: admin, body: { conditions } });
    expect((await edit({ minimumReferrals: 5 })).status).toBe(200);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')?.conditions).toEqual({ minimumReferrals: 5 });
    expect((await edit({ minimumReferrals: 0 })).status).toBe(400);
    expect((await edit(null)).status).toBe(200);
    expect(db.domain.plans.find((plan) => plan._id === 'plan-mc-pro')?.conditions).toBeNull();
  });
});
