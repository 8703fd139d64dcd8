import type { CoinEconomy, Invoice } from '@panel/api/contract';
import type { FieldError } from '../contract/validator';
import type { CoinMovement } from '../contract/wire-types';
import { db } from '../db';
import { fail } from '../http/define-handler';

type Doc = Record<string, unknown> & { _id: string };
type CoinSource = CoinEconomy['months'][number]['sources'][number]['source'];

/** An invoice's payment state in one word, as the staff filter names it. */
export function invoiceStatus(invoice: Pick<Invoice, 'paid' | 'paidpartial'>): 'paid' | 'partly-paid' | 'unpaid' {
  if (invoice.paid) return 'paid';
  return invoice.paidpartial ? 'partly-paid' : 'unpaid';
}

/** The invoice as staff list it: `status` and the payment `method` lifted to the top, so the list filters on them. */
export function invoiceStatusView(doc: Doc): Doc {
  const invoice = doc as unknown as Invoice;
  return { ...doc, status: invoiceStatus(invoice), method: invoice.transaction?.method ?? null };
}

/** A code must not be taken by another document of its collection (case aside: `WELCOME` and `welcome` would confuse customers). */
export function uniqueCode(documents: readonly { _id: string; code: string }[], fields: Record<string, unknown>, doc: Doc | null): FieldError[] {
  if (typeof fields.code !== 'string') return [];
  const wanted = fields.code.toLowerCase();
  const taken = documents.some((other) => other._id !== doc?._id && other.code.toLowerCase() === wanted);
  return taken ? [{ field: 'code', message: 'is already used by another code' }] : [];
}

const usernameOf = (id: string) => db.users.get(id)?.username ?? null;

/** Who redeemed the coupon, and when (the coin history's movement for it). */
export function couponRedemptions(id: string) {
  const coupon = db.domain.coupons.find((candidate) => candidate._id === id) ?? fail(404, `No coupon ${id}`);
  return coupon.redeemed.map((user) => {
    const movement = db.domain.coinLedger.find((entry) => entry.user === user && entry.reason === 'coupon' && entry.detail === coupon.code);
    return { user, username: usernameOf(user), date: movement?.date ?? null };
  });
}

/** Every invoice the discount's code was applied to, newest first. */
export function discountUses(id: string) {
  const discount = db.domain.discounts.find((candidate) => candidate._id === id) ?? fail(404, `No discount ${id}`);
  return [...db.invoices.values()]
    .filter((invoice) => invoice.discount?.code === discount.code)
    .map((invoice) => ({
      invoice: invoice._id,
      user: invoice.user,
      username: usernameOf(invoice.user),
      amount: invoice.amount,
      paid: invoice.paid,
      date: invoice.paid && invoice.paiddate > 0 ? invoice.paiddate : invoice.duedate,
    }))
    .sort((a, b) => b.date - a.date);
}

/** Coins minted and spent per source per month (UTC), oldest month first, from the coin history. */
export function coinEconomy(ledger: readonly CoinMovement[] = db.domain.coinLedger): CoinEconomy {
  const months = new Map<string, { year: number; month: number; sources: Map<CoinSource, { minted: number; spent: number }> }>();
  for (const movement of [...ledger].sort((a, b) => a.date - b.date)) {
    if (movement.amount === 0) continue;
    const date = new Date(movement.date);
    const key = `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}`;
    let month = months.get(key);
    if (!month) {
      month = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, sources: new Map() };
      months.set(key, month);
    }
    let source = month.sources.get(movement.reason);
    if (!source) {
      source = { minted: 0, spent: 0 };
      month.sources.set(movement.reason, source);
    }
    if (movement.amount > 0) source.minted += movement.amount;
    else source.spent -= movement.amount;
  }
  return {
    months: [...months.values()].map(({ year, month, sources }) => ({
      year,
      month,
      sources: [...sources].map(([source, totals]) => ({ source, ...totals })),
    })),
  };
}
