import { authHandlers } from './auth';
import { configHandlers } from './config';
import { discordStandInHandlers } from './discord-stand-in';
import { invoiceHandlers } from './invoices';
import { oauthClientHandlers } from './oauth-clients';
import { discordOAuthHandlers } from './oauth-discord';
import { passkeyHandlers } from './passkeys';
import { paymentHandlers } from './payments';
import { setupHandlers } from './setup';
import { shopHandlers } from './shop';
import { staffHandlers } from './staff';
import { userHandlers } from './users';

/** The API contract of mocks/openapi.yaml, for msw (tests) and the HTTP mock server alike. */
export const handlers = [
  ...configHandlers,
  ...authHandlers,
  ...userHandlers,
  ...invoiceHandlers,
  ...paymentHandlers,
  ...shopHandlers,
  ...staffHandlers,
  ...passkeyHandlers,
  ...discordOAuthHandlers,
  ...discordStandInHandlers,
  ...oauthClientHandlers,
  ...setupHandlers,
];
