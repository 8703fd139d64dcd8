import type { PaymentTransaction } from '@panel/api/contract';
import { now } from '../clock';
import { db, type DbUser } from '../db';
import { newId } from './ids';
import { cents } from './money';

/** Changes of a balance that are no payment (and no revenue): the signed amount is what was added or taken. */
export type BalanceChange = Extract<PaymentTransaction['method'], 'staff-adjustment' | 'mode-switch'>;

/**
 * Sets the user's balance and writes the change in the same step to their funds history (the
 * transactions), so the history adds up to the balance.
 */
export function setBalance(user: DbUser, balance: number, method: BalanceChange): void {
  const amount = cents(balance - user.balance);
  if (amount !== 0) db.domain.transactions.push({ _id: newId(), user: user._id, method, amount, date: now(), invoice: null, item: null });
  user.balance = balance;
}
