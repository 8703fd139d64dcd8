import { coinEconomy, couponRedemptions, discountUses } from '../domain/staff-money';
import { defineHandler } from '../http/define-handler';

/** Staff calls behind invoices, transactions, insights, coupons and discounts (issue 15) that the generic collection calls do not cover. */
export const staffMoneyHandlers = [
  defineHandler({
    operation: 'getStaffCouponRedemptions',
    auth: 'admin',
    handle: ({ params }) => ({ redemptions: couponRedemptions(params.id ?? '') }),
  }),

  defineHandler({
    operation: 'getStaffDiscountUses',
    auth: 'admin',
    handle: ({ params }) => ({ uses: discountUses(params.id ?? '') }),
  }),

  defineHandler({
    operation: 'getStaffCoinEconomy',
    auth: 'admin',
    handle: () => coinEconomy(),
  }),
];
