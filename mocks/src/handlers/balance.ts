import type { BalancePaymentResponse } from '@panel/api/contract';
import { defineHandler, fail } from '../http/define-handler';
import { assertUnpaid, invoiceFor, markPaid } from '../http/invoice-access';
import { cents } from '../domain/money';

export const balanceHandlers = [
  defineHandler({
    operation: 'payWithBalance',
    auth: 'user',
    handle: ({ params, session }): BalancePaymentResponse => {
      const invoice = invoiceFor(session, params.id ?? '');
      const { user } = session;
      if (invoice.user !== user._id) fail(403, 'Only the owner can pay an invoice from their balance');
      assertUnpaid(invoice);
      if (invoice.item === 'topup') fail(400, 'A top-up cannot be paid from the account balance');
      if (user.balance <= 0) fail(400, 'The account balance is empty');

      // Never more than is due, and never below zero: paying can only lower the balance.
      const due = Math.max(0, cents(invoice.amount - invoice.received));
      const taken = Math.max(0, cents(Math.min(user.balance, due)));
      user.balance = cents(user.balance - taken);
      if (taken >= due) {
        markPaid(invoice, { method: 'balance' });
      } else {
        invoice.received = cents(invoice.received + taken);
        invoice.paidpartial = true;
      }
      return { invoice, taken, balance: user.balance };
    },
  }),
];
