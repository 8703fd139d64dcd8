import type { AuditEntry, PaymentTransaction } from '@panel/api/contract';
import { DEMO_USERS, SEED_INVOICES } from '../seed';
import { daysFromSeed, seedDate } from './reference-time';
import { generatedUserId } from './users';

const METHODS = ['stripe', 'paypal', 'coingate', 'cashfree', 'litepay', 'balance', 'staff-force-pay'] as const;

/** A year of payments over every method, so the insights charts have months to compare. */
export function seedTransactions(): PaymentTransaction[] {
  const customer = DEMO_USERS.customer.id;
  const spread = Array.from({ length: 48 }, (_, index): PaymentTransaction => ({
    _id: `tx-${String(index + 1).padStart(3, '0')}`,
    user: generatedUserId((index % 40) + 1),
    method: METHODS[index % METHODS.length] ?? 'stripe',
    amount: [4.99, 9.99, 18.5, 1.99][index % 4] ?? 4.99,
    date: daysFromSeed(-(index * 7 + 3)),
    invoice: null,
    item: null,
  }));
  return [
    { _id: 'tx-customer-stripe', user: customer, method: 'stripe', amount: 9.99, date: seedDate('2026-10-02'), invoice: SEED_INVOICES.paidStripe, item: 'shop-mc-pro' },
    { _id: 'tx-customer-topup', user: customer, method: 'paypal', amount: 20, date: daysFromSeed(-25), invoice: null, item: 'topup' },
    { _id: 'tx-customer-balance', user: customer, method: 'balance', amount: 4.99, date: daysFromSeed(-12), invoice: null, item: 'plan-mc-starter' },
    ...spread,
  ];
}

export function seedAuditLog(): AuditEntry[] {
  const admin = DEMO_USERS.admin.id;
  return [
    { _id: 'audit-001', date: daysFromSeed(-18), actor: DEMO_USERS.staff.id, action: 'ban', collection: 'users', target: DEMO_USERS.banned.id, changes: { ban: { before: null, after: { reason: 'Chargebacks on three paid invoices' } } } },
    { _id: 'audit-002', date: daysFromSeed(-9), actor: admin, action: 'edit', collection: 'users', target: DEMO_USERS.customer.id, changes: { coins: { before: 290, after: 340 } } },
    { _id: 'audit-003', date: daysFromSeed(-7), actor: admin, action: 'create', collection: 'coupons', target: 'coupon-welcome', changes: { code: { before: null, after: 'WELCOME100' } } },
    { _id: 'audit-004', date: daysFromSeed(-4), actor: DEMO_USERS.staff.id, action: 'edit', collection: 'invoices', target: SEED_INVOICES.paidStaffForce, changes: { paid: { before: false, after: true } } },
    { _id: 'audit-005', date: daysFromSeed(-2), actor: admin, action: 'edit', collection: 'articles', target: 'art-welcome', changes: { content: { before: '# Welcome', after: '# Welcome\n\nCreate your first server from the home page.' } } },
  ];
}
