import type { Invoice } from '@panel/api/contract';
import type { FieldError } from '../contract/validator';
import { db, type DbUser } from '../db';
import { issueInvoice, planInvoice } from './invoicing';
import { cents } from './money';
import { discountFor, heldOf, orderablePlan, planById } from './servers';

const unpaidInvoiceOf = (user: DbUser, matches: (invoice: Invoice) => boolean): Invoice | undefined =>
  [...db.invoices.values()].find((invoice) => invoice.user === user._id && !invoice.paid && matches(invoice));

/**
 * Buys a plan for `cycle`: the invoice to pay, taking a unit of stock and the discount's claim
 * with the order. An unpaid invoice for the same plan is answered again instead (one order per
 * double click). Paying it grants the plan (paid-invoice.ts).
 */
export function purchasePlan(user: DbUser, planId: string, cycle: number, code: string | undefined): Invoice {
  const plan = planById(planId);
  const open = unpaidInvoiceOf(user, (invoice) => invoice.item === plan._id && !invoice.attachedServer);
  if (open) return open;
  // The per-customer cap counts the servers on the plan, or the plans held when more (as the panel's shop does).
  const owned = user.plans.filter((entry) => entry._id === plan._id).length;
  orderablePlan(user, plan._id, cycle, Math.max(heldOf(user, plan._id), owned), owned > 0);
  const discount = code === undefined ? null : discountFor(code, plan);
  if (plan.stock !== null) plan.stock -= 1;
  plan.purchases += 1;
  discount?.redeemed.push(user._id);
  return planInvoice({ user: user._id, name: plan.name, plan, cycle, discount });
}

/** The top-up range when the instance sets none. */
export const DEFAULT_TOPUP_LIMITS = { min: 1, max: 1000 } as const;

/** What is wrong with a top-up of `amount`: at most two decimals, within the instance's range. */
export function topUpProblems(amount: number): FieldError[] {
  const { min, max } = db.config.settings.topup ?? DEFAULT_TOPUP_LIMITS;
  const symbol = db.config.currency.symbol;
  if (cents(amount) !== amount) return [{ field: 'body.amount', message: 'must have at most two decimals' }];
  if (amount < min) return [{ field: 'body.amount', message: `must be at least ${min} ${symbol}` }];
  if (amount > max) return [{ field: 'body.amount', message: `must be at most ${max} ${symbol}` }];
  return [];
}

/** A top-up invoice for a valid `amount` (see topUpProblems), or the unpaid one of the same amount already open. */
export function topUp(user: DbUser, amount: number): Invoice {
  return (
    unpaidInvoiceOf(user, (invoice) => invoice.item === 'topup' && invoice.amount === amount) ??
    issueInvoice({ user: user._id, name: 'Account balance top-up', amount, item: 'topup', billingCycle: -1 })
  );
}
