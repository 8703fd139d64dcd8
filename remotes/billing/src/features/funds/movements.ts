import type { Invoice, PaymentTransaction } from '@panel/api/contract';

export interface Movement {
  id: string;
  date: number;
  method: PaymentTransaction['method'];
  /** The invoice paid, when it is among the person's recent invoices. */
  invoice: Pick<Invoice, '_id' | 'name' | 'item'> | null;
  /** +1 adds to the balance (a top-up), -1 takes from it (paid from the balance), 0 is a payment that left it alone. */
  sign: 1 | -1 | 0;
  amount: number;
}

/** Payments as movements of the balance: a paid top-up adds to it, a payment from it takes from it. */
export function movementsOf(transactions: readonly PaymentTransaction[], invoices: readonly Invoice[]): Movement[] {
  const byId = new Map(invoices.map((invoice) => [invoice._id, invoice]));
  return transactions.map((transaction) => {
    const invoice = transaction.invoice === null ? null : (byId.get(transaction.invoice) ?? null);
    // What was paid for comes with the payment (`item`, ours); a backend without it is matched with the invoices.
    const item = transaction.item ?? invoice?.item;
    // Staff, or a switch of the instance mode, change a balance either way: the amount carries its sign.
    if (transaction.method === 'staff-adjustment' || transaction.method === 'mode-switch') {
      return { id: transaction._id, date: transaction.date, method: transaction.method, invoice, sign: transaction.amount < 0 ? -1 : 1, amount: Math.abs(transaction.amount) };
    }
    const sign = transaction.method === 'balance' ? -1 : item === 'topup' ? 1 : 0;
    return { id: transaction._id, date: transaction.date, method: transaction.method, invoice, sign, amount: transaction.amount };
  });
}
