import { accountMailHandlers } from './account-mail';
import { authHandlers } from './auth';
import { balanceHandlers } from './balance';
import { configHandlers } from './config';
import { discordStandInHandlers } from './discord-stand-in';
import { hostedCheckoutHandlers } from './hosted-checkout';
import { invoiceHandlers } from './invoices';
import { oauthClientHandlers } from './oauth-clients';
import { discordOAuthHandlers } from './oauth-discord';
import { passkeyHandlers } from './passkeys';
import { paymentHandlers } from './payments';
import { paypalStandInHandlers } from './paypal-stand-in';
import { paypalSubscriptionHandlers } from './paypal-subscription';
import { setupHandlers } from './setup';
import { shopHandlers } from './shop';
import { staffHandlers } from './staff';
import { stripeHandlers } from './stripe';
import { userHandlers } from './users';

/** The API contract of mocks/openapi.yaml, for msw (tests) and the HTTP mock server alike. */
export const handlers = [
  ...configHandlers,
  ...authHandlers,
  ...accountMailHandlers,
  ...userHandlers,
  ...invoiceHandlers,
  ...paymentHandlers,
  ...paypalSubscriptionHandlers,
  ...stripeHandlers,
  ...balanceHandlers,
  // After every provider with a handler of its own: it answers /pay/{provider} for the rest.
  ...hostedCheckoutHandlers,
  ...shopHandlers,
  ...staffHandlers,
  ...passkeyHandlers,
  ...discordOAuthHandlers,
  ...discordStandInHandlers,
  ...paypalStandInHandlers,
  ...oauthClientHandlers,
  ...setupHandlers,
];
