import type { defineHandler } from '../http/define-handler';

/** Staff calls behind invoices, transactions, insights, coupons and discounts (issue 15) that the generic collection calls do not cover. */
export const staffMoneyHandlers: ReturnType<typeof defineHandler>[] = [];
