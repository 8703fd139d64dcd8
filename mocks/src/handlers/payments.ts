import type { PaypalCaptureResponse, PaypalOrderResponse, PaypalSubscriptionResponse } from '@panel/api/contract';
import { db } from '../db';
import { audit, changesBetween } from '../domain/collections';
import { defineHandler, fail } from '../http/define-handler';
import { assertUnpaid, invoiceFor, markPaid } from '../http/invoice-access';
import { invoiceRenews } from '../invoice-renewal';
import { paypalId } from './paypal-stand-in';

export function assertPaypalEnabled(): void {
  if (!db.config.settings.payments.paypal.enabled) fail(400, 'PayPal payments are not enabled');
}

function saveTransactionOf(query: URLSearchParams): boolean {
  const raw = query.get('saveTransaction');
  if (raw === null || raw === 'false') return false;
  return raw === 'true' || fail(400, 'saveTransaction must be true or false');
}

export const paymentHandlers = [
  defineHandler({
    operation: 'createPaypalOrder',
    auth: 'user',
    handle: ({ params, session }): PaypalOrderResponse => {
      const invoice = invoiceFor(session, params.id ?? '');
      assertPaypalEnabled();
      assertUnpaid(invoice);
      const orderId = paypalId(17);
      db.paypalOrders.set(orderId, invoice._id);
      return { orderId };
    },
  }),

  defineHandler({
    operation: 'createPaypalSubscriptionPlan',
    auth: 'user',
    handle: ({ params, session }): PaypalSubscriptionResponse => {
      const invoice = invoiceFor(session, params.id ?? '');
      assertPaypalEnabled();
      if (!invoiceRenews(invoice, db.listing)) fail(400, 'An invoice that does not renew cannot be paid by subscription');
      assertUnpaid(invoice);
      const planId = `P-${paypalId(24)}`;
      db.paypalPlans.set(planId, invoice._id);
      return { planId };
    },
  }),

  defineHandler({
    operation: 'capturePaypalOrder',
    auth: 'user',
    handle: ({ params, session }): PaypalCaptureResponse => {
      const invoice = invoiceFor(session, params.id ?? '');
      assertUnpaid(invoice);
      const orderId = params.orderID ?? '';
      if (db.paypalOrders.get(orderId) !== invoice._id) return { status: 'DECLINED' };
      db.paypalOrders.delete(orderId);
      markPaid(invoice, { method: 'paypal' });
      invoice.paypalOrder = orderId;
      return { status: 'COMPLETED' };
    },
  }),

  defineHandler({
    operation: 'forcePayInvoice',
    auth: 'staff',
    handle: ({ params, query, session }) => {
      const invoice = db.invoices.get(params.id ?? '') ?? fail(404, `Invoice ${params.id} not found`);
      const saveTransaction = saveTransactionOf(query);
      // The spec keeps plain "Complete invoice" (no transaction record) to ADMIN.
      if (!saveTransaction && session.user.rank !== 'ADMIN') fail(403, 'Completing an invoice without saving a transaction is ADMIN only');
      assertUnpaid(invoice);
      const before = { ...invoice };
      markPaid(invoice, saveTransaction ? { method: 'staff-force-pay' } : undefined);
      // A staff write like any other: paid, paiddate, received (and the transaction when saved), before and after.
      audit(session.user._id, 'force-pay', 'invoices', invoice._id, changesBetween(before, { ...invoice }));
      return { invoice };
    },
  }),
];
