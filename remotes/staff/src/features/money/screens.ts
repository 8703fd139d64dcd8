import { lazyScreen } from '@panel/ui';
import type { StaffScreens } from '../../kit/staff-screens';

/** The staff screens for invoices, transactions, insights, coupons and discounts (issue 15), loaded when visited. */
export const moneyScreens: StaffScreens = {
  staffInvoices: lazyScreen(() => import('./invoices/InvoicesScreen'), 'InvoicesScreen'),
  staffTransactions: lazyScreen(() => import('./transactions/TransactionsScreen'), 'TransactionsScreen'),
  staffTransaction: lazyScreen(() => import('./transactions/TransactionScreen'), 'TransactionScreen'),
  staffInsights: lazyScreen(() => import('./insights/InsightsScreen'), 'InsightsScreen'),
  staffCoupons: lazyScreen(() => import('./codes/CouponsScreen'), 'CouponsScreen'),
  staffCoupon: lazyScreen(() => import('./codes/CouponScreen'), 'CouponScreen'),
  staffDiscounts: lazyScreen(() => import('./codes/DiscountsScreen'), 'DiscountsScreen'),
  staffDiscount: lazyScreen(() => import('./codes/DiscountScreen'), 'DiscountScreen'),
};
