import type { Invoice } from '@panel/api/contract';

/** An unpaid monthly invoice for unit tests; each test overrides what it is about. */
export const testInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  _id: 'inv-1',
  user: 'u-1',
  name: 'Plan',
  amount: 5,
  paid: false,
  paidpartial: false,
  paiddate: 0,
  duedate: 1,
  item: 'shop-x',
  billingCycle: 720,
  paypalOrder: null,
  stripeSubscription: null,
  transaction: null,
  discount: null,
  received: 0,
  ...overrides,
});
