import type { StaffScreens } from '../../kit/staff-screens';

/** The staff screens for invoices, transactions, insights, coupons and discounts (issue 15), loaded when visited. */
export const moneyScreens: StaffScreens = {};
