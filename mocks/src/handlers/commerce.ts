import type { Invoice } from '@panel/api/contract';
import { now } from '../clock';
import type { InvoiceIdResponse } from '../contract/wire-types';
import { badRequest } from '../contract/with-contract';
import { db } from '../db';
import { planById } from '../domain/servers';
import { purchasePlan, topUp, topUpProblems } from '../domain/shop';
import { cancelPremiumSubscription } from '../domain/subscriptions';
import { defineHandler, fail } from '../http/define-handler';
import { assertOwnerOrStaff } from '../http/ownership';

const DAY = 86_400_000;
/** Invoices older than this (due or paid) are listed only on request. */
const RECENT_INVOICES_MS = 90 * DAY;

const isRecent = (invoice: Invoice, since: number): boolean => !invoice.paid || invoice.duedate >= since || invoice.paiddate >= since;

/** Buying: one plan, a plan's invoice, a top-up's invoice, stopping a premium subscription, and the invoices a customer has. */
export const commerceHandlers = [
  defineHandler({
    operation: 'getShopItem',
    auth: 'public',
    handle: ({ params }) => ({ item: planById(params.id ?? '') }),
  }),

  defineHandler({
    operation: 'purchasePlan',
    auth: 'user',
    handle: ({ params, body, session: { user } }): InvoiceIdResponse => {
      const { billingCycle, discount } = body as { billingCycle: number; discount?: string };
      return { invoice: purchasePlan(user, params.id ?? '', billingCycle, discount)._id };
    },
  }),

  defineHandler({
    operation: 'topUpBalance',
    auth: 'user',
    handle: ({ body, session: { user } }) => {
      const amount = Number(body.amount);
      const problems = topUpProblems(amount);
      if (problems.length > 0) return badRequest(problems);
      return { invoice: topUp(user, amount)._id } satisfies InvoiceIdResponse;
    },
  }),

  defineHandler({
    operation: 'cancelSubscription',
    auth: 'user',
    handle: ({ session: { user } }) => {
      cancelPremiumSubscription(user);
      return null;
    },
  }),

  defineHandler({
    operation: 'listUserInvoices',
    auth: 'user',
    handle: ({ params, query, session }) => {
      const userId = params.id ?? '';
      if (!db.users.has(userId)) fail(404, `User ${userId} not found`);
      assertOwnerOrStaff(session, userId);
      const since = now() - RECENT_INVOICES_MS;
      const all = query.get('showOlderInvoices') === 'true';
      const invoices = [...db.invoices.values()].filter((invoice) => invoice.user === userId && (all || isRecent(invoice, since)));
      return { invoices: invoices.sort((a, b) => b.duedate - a.duedate) };
    },
  }),
];
