import { accountMailHandlers } from './account-mail';
import { authHandlers } from './auth';
import { configHandlers } from './config';
import { invoiceHandlers } from './invoices';
import { paymentHandlers } from './payments';
import { shopHandlers } from './shop';
import { staffHandlers } from './staff';
import { userHandlers } from './users';

/** The API contract of mocks/openapi.yaml, for msw (tests) and the HTTP mock server alike. */
export const handlers = [
  ...configHandlers,
  ...authHandlers,
  ...accountMailHandlers,
  ...userHandlers,
  ...invoiceHandlers,
  ...paymentHandlers,
  ...shopHandlers,
  ...staffHandlers,
];
