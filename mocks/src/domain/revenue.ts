import type { PaymentTransaction } from '@panel/api/contract';
import { db } from '../db';

/**
 * Revenue is money that came in from outside: a payment through a provider, or one staff
 * completed by hand and recorded (`staff-force-pay`). A payment from the balance is not: it
 * spends a top-up already counted when that was paid. Nor is a change of a balance that brought
 * nothing in (a staff adjustment, whatever its sign, or a mode switch's conversion). Every revenue figure (dashboard, insights,
 * the transactions list's totals) uses this one rule; a method not named here is not revenue.
 */
const REVENUE_METHODS: ReadonlySet<PaymentTransaction['method']> = new Set(['stripe', 'paypal', 'coingate', 'cashfree', 'litepay', 'staff-force-pay']);

export const isRevenue = (transaction: Pick<PaymentTransaction, 'method'>): boolean => REVENUE_METHODS.has(transaction.method);

/** The part of the transaction's amount that is revenue: all of it, or nothing. */
export const revenueOf = (transaction: Pick<PaymentTransaction, 'method' | 'amount'>): number => (isRevenue(transaction) ? transaction.amount : 0);

/** The transactions that are revenue, in the ledger's order. */
export const revenueTransactions = (): PaymentTransaction[] => db.domain.transactions.filter(isRevenue);
