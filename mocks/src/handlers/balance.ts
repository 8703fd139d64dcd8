import { http, HttpResponse } from 'msw';
import type { BalancePaymentResponse } from '@panel/api/contract';
import { authenticate } from '../http/auth-guard';
import { readEmptyBody } from '../http/body';
import { invoiceFor, markPaid } from '../http/invoice-access';
import { apiError } from '../http/respond';

const cents = (amount: number) => Math.round(amount * 100) / 100;

export const balanceHandlers = [
  http.post<{ id: string }>('*/api/invoices/:id/pay/balance', async ({ request, params }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    const invoice = invoiceFor(session, params.id);
    if (invoice instanceof Response) return invoice;
    const invalid = await readEmptyBody(request);
    if (invalid) return invalid;
    if (invoice.user !== session.user._id) return apiError(403, 'Only the owner can pay an invoice from their balance');
    if (invoice.paid) return apiError(409, `Invoice ${invoice._id} is already paid`);
    if (invoice.item === 'topup') return apiError(400, 'A top-up cannot be paid from the account balance');
    const user = session.user;
    if (user.balance <= 0) return apiError(400, 'The account balance is empty');

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
    return HttpResponse.json({ invoice, taken, balance: user.balance } satisfies BalancePaymentResponse);
  }),
];
