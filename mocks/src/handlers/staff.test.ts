import { describe, expect, it } from 'vitest';
import type { InvoiceResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const { admin, staff, customer } = DEMO_USERS;
const invoiceOf = async (response: Response) => ((await response.json()) as InvoiceResponse).invoice;
const forcePay = (id: string, token: string, query = '') =>
  call(`/api/invoices/${id}/pay/force${query}`, { method: 'POST', token, body: {} });

describe('force pay', () => {
  it('lets ADMIN complete without saving a transaction', async () => {
    const before = Date.now();
    const response = await forcePay(SEED_INVOICES.unpaid, admin.token);
    expect(response.status).toBe(200);
    const invoice = await invoiceOf(response);
    expect(invoice).toMatchObject({ paid: true, received: 4.99, transaction: null });
    expect(invoice.paiddate).toBeGreaterThanOrEqual(before);
    expect(db.domain.auditlogs.at(-1)).toEqual(expect.objectContaining({
      actor: admin.id,
      action: 'force-pay',
      collection: 'invoices',
      target: SEED_INVOICES.unpaid,
      changes: { paid: { before: false, after: true }, paiddate: { before: 0, after: invoice.paiddate }, received: { before: 0, after: 4.99 } },
    }));
  });

  it('keeps plain completion from STAFF', async () => {
    const entries = db.domain.auditlogs.length;
    expect((await forcePay(SEED_INVOICES.unpaid, staff.token)).status).toBe(403);
    expect((await forcePay(SEED_INVOICES.unpaid, staff.token, '?saveTransaction=false')).status).toBe(403);
    expect(db.domain.auditlogs).toHaveLength(entries);
  });

  it('lets STAFF complete and save a staff-force-pay transaction, audited', async () => {
    const was = { ...db.invoices.get(SEED_INVOICES.partlyPaid)! };
    const response = await forcePay(SEED_INVOICES.partlyPaid, staff.token, '?saveTransaction=true');
    expect(response.status).toBe(200);
    const invoice = await invoiceOf(response);
    expect(invoice).toMatchObject({ paid: true, received: 9.99, transaction: { method: 'staff-force-pay' } });
    expect(db.domain.auditlogs.at(-1)).toMatchObject({
      actor: staff.id,
      action: 'force-pay',
      collection: 'invoices',
      target: SEED_INVOICES.partlyPaid,
      changes: {
        paid: { before: false, after: true },
        paiddate: { before: was.paiddate, after: invoice.paiddate },
        received: { before: was.received, after: 9.99 },
        transaction: { before: was.transaction, after: { method: 'staff-force-pay' } },
      },
    });
  });

  it('forbids customers and refuses an already paid invoice, recording nothing', async () => {
    const entries = db.domain.auditlogs.length;
    expect((await forcePay(SEED_INVOICES.unpaid, customer.token, '?saveTransaction=true')).status).toBe(403);
    expect((await forcePay(SEED_INVOICES.paidStripe, admin.token)).status).toBe(409);
    expect(db.domain.auditlogs).toHaveLength(entries);
  });
});

describe('staff edit', () => {
  const edit = (id: string, body: unknown, token: string = staff.token) =>
    call(`/api/staff/invoices/${id}/edit`, { method: 'POST', token, body });

  it('marks a paid invoice unpaid with the exact spec body', async () => {
    const response = await edit(SEED_INVOICES.paidPaypal, { paid: false, paiddate: 0, received: 0, transaction: null });
    expect(response.status).toBe(200);
    expect(await invoiceOf(response)).toMatchObject({ paid: false, paiddate: 0, received: 0, transaction: null });

    const reread = await call(`/api/invoices/${SEED_INVOICES.paidPaypal}`, { token: customer.token });
    expect((await invoiceOf(reread)).paid).toBe(false);
  });

  it.each<[string, string, object, { paid: boolean; paidpartial: boolean; received: number }]>([
    ['marking a partly paid invoice unpaid', SEED_INVOICES.partlyPaid, { paid: false, paiddate: 0, received: 0, transaction: null }, { paid: false, paidpartial: false, received: 0 }],
    ['lowering what a partly paid invoice received', SEED_INVOICES.partlyPaid, { received: 2 }, { paid: false, paidpartial: true, received: 2 }],
    ['completing a partly paid invoice', SEED_INVOICES.partlyPaid, { paid: true, received: 9.99 }, { paid: true, paidpartial: false, received: 9.99 }],
    ['recording part of an unpaid invoice as received', SEED_INVOICES.unpaid, { received: 1 }, { paid: false, paidpartial: true, received: 1 }],
    ['marking a paid invoice unpaid', SEED_INVOICES.paidStripe, { paid: false, paiddate: 0, received: 0, transaction: null }, { paid: false, paidpartial: false, received: 0 }],
  ])('keeps paidpartial = !paid && received > 0 after %s', async (_, id, body, expected) => {
    const response = await edit(id, body);
    expect(response.status).toBe(200);
    expect(await invoiceOf(response)).toMatchObject(expected);
    const reread = await call(`/api/invoices/${id}`, { token: staff.token });
    expect(await invoiceOf(reread)).toMatchObject(expected);
  });

  it.each([
    [{ paid: 'no' }],
    [{ paiddate: -5 }],
    [{ received: '10' }],
    [{ transaction: { method: '' } }],
    [{ transaction: 'paypal' }],
    [{ paid: false, note: 'x' }],
    [{}],
    [[]],
  ])('rejects %j with 400 and a message', async (body) => {
    const response = await edit(SEED_INVOICES.paidStripe, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each<[string, string, object, string]>([
    ['received above the amount', SEED_INVOICES.partlyPaid, { received: 10.5 }, 'received must be a number from 0 to the amount (9.99)'],
    ['received not finite (1e400 reads as Infinity)', SEED_INVOICES.partlyPaid, JSON.parse('{"received": 1e400}') as object, 'body.received must be number'],
    ['paid without the whole amount received', SEED_INVOICES.partlyPaid, { paid: true }, 'An invoice is paid only when the whole amount is received: send received 9.99 with paid true'],
    ['paid with less than the amount received', SEED_INVOICES.unpaid, { paid: true, received: 1 }, 'An invoice is paid only when the whole amount is received: send received 4.99 with paid true'],
    ['a method longer than 64 characters', SEED_INVOICES.unpaid, { transaction: { method: 'x'.repeat(65) } }, 'body.transaction.method must NOT have more than 64 characters'],
    ['a method of 1 MB', SEED_INVOICES.unpaid, { transaction: { method: 'x'.repeat(1_000_000) } }, 'body.transaction.method must NOT have more than 64 characters'],
  ])('refuses %s with 400 and leaves the invoice as it was', async (_, id, body, message) => {
    const before = await invoiceOf(await call(`/api/invoices/${id}`, { token: staff.token }));
    const response = await edit(id, body);
    expect(response.status).toBe(400);
    // What the contract states is refused by its validation (with `fields`), the rest by the handler.
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect(await invoiceOf(await call(`/api/invoices/${id}`, { token: staff.token }))).toEqual(before);
  });

  it('accepts any short method label', async () => {
    const response = await edit(SEED_INVOICES.unpaid, { transaction: { method: 'bank transfer' } });
    expect(response.status).toBe(200);
    expect((await invoiceOf(response)).transaction).toEqual({ method: 'bank transfer' });
  });

  it('is staff only', async () => {
    expect((await edit(SEED_INVOICES.unpaid, { paid: true }, customer.token)).status).toBe(403);
  });

  it('audits the edit with the fields before and after', async () => {
    await edit(SEED_INVOICES.unpaid, { transaction: { method: 'bank transfer' } });
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: staff.id, action: 'edit', collection: 'invoices', target: SEED_INVOICES.unpaid, changes: { transaction: { before: null, after: { method: 'bank transfer' } } } });
  });
});

describe('staff delete', () => {
  it('deletes, then the invoice is gone', async () => {
    const path = `/api/staff/invoices/${SEED_INVOICES.topup}/delete`;
    expect((await call(path, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect((await call(`/api/invoices/${SEED_INVOICES.topup}`, { token: admin.token })).status).toBe(404);
    expect((await call(path, { method: 'DELETE', token: admin.token })).status).toBe(404);
    expect(db.domain.auditlogs.at(-1)).toMatchObject({ actor: admin.id, action: 'delete', collection: 'invoices', target: SEED_INVOICES.topup });
  });

  it('is staff only', async () => {
    const response = await call(`/api/staff/invoices/${SEED_INVOICES.topup}/delete`, { method: 'DELETE', token: customer.token });
    expect(response.status).toBe(403);
  });
});
