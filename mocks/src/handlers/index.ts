import { authHandlers } from './auth';
import { configHandlers } from './config';
import { invoiceHandlers } from './invoices';
import { paymentHandlers } from './payments';
import { paypalSubscriptionHandlers } from './paypal-subscription';
import { shopHandlers } from './shop';
import { staffHandlers } from './staff';
import { stripeHandlers } from './stripe';
import { userHandlers } from './users';

/** The API contract of mocks/openapi.yaml, for msw (tests) and the HTTP mock server alike. */
export const handlers = [
  ...configHandlers,
  ...authHandlers,
  ...userHandlers,
  ...invoiceHandlers,
  ...paymentHandlers,
  ...paypalSubscriptionHandlers,
  ...stripeHandlers,
  ...shopHandlers,
  ...staffHandlers,
];
