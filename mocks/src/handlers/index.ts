import { accountHandlers } from './account';
import { accountMailHandlers } from './account-mail';
import { authHandlers } from './auth';
import { balanceHandlers } from './balance';
import { withContract } from '../contract/with-contract';
import { coinEconomyHandlers } from './coin-economy';
import { coinHandlers } from './coins';
import { commerceHandlers } from './commerce';
import { configHandlers } from './config';
import { discordStandInHandlers } from './discord-stand-in';
import { domainHandlers } from './domain';
import { hostedCheckoutHandlers } from './hosted-checkout';
import { invoiceHandlers } from './invoices';
import { linkShortenerStandInHandlers } from './link-shortener-stand-in';
import { oauthClientHandlers } from './oauth-clients';
import { discordOAuthHandlers } from './oauth-discord';
import { passkeyHandlers } from './passkeys';
import { presenceHandlers } from './presence';
import { paymentHandlers } from './payments';
import { paypalStandInHandlers } from './paypal-stand-in';
import { paypalSubscriptionHandlers } from './paypal-subscription';
import { referralHandlers } from './referrals';
import { serverHandlers } from './servers';
import { setupHandlers } from './setup';
import { shopHandlers } from './shop';
import { staffHandlers } from './staff';
import { staffAdminHandlers } from './staff-admin';
import { staffBanHandlers } from './staff-bans';
import { staffCatalogueHandlers } from './staff-catalogue';
import { staffCollectionHandlers } from './staff-collections';
import { staffInstanceHandlers } from './staff-instance';
import { staffMaintenanceHandlers } from './staff-maintenance';
import { staffMoneyHandlers } from './staff-money';
import { staffPeopleHandlers } from './staff-people';
import { stripeHandlers } from './stripe';
import { userHandlers } from './users';

/** One handler per operation of mocks/openapi.yaml (and the mock-only `/api/__*` pages). */
export const contractHandlers = [
  ...configHandlers,
  ...authHandlers,
  ...accountMailHandlers,
  ...userHandlers,
  ...presenceHandlers,
  ...invoiceHandlers,
  ...paymentHandlers,
  ...paypalSubscriptionHandlers,
  ...stripeHandlers,
  ...balanceHandlers,
  // After every provider with a handler of its own: it answers /pay/{provider} for the rest.
  ...hostedCheckoutHandlers,
  ...shopHandlers,
  // After the listing, whose path `/api/shop/{id}` would otherwise take.
  ...commerceHandlers,
  ...staffHandlers,
  // After the invoice-specific staff calls, which answer their paths first.
  ...staffBanHandlers,
  ...staffInstanceHandlers,
  ...staffMaintenanceHandlers,
  ...staffPeopleHandlers,

  ...staffMoneyHandlers,

  ...staffCatalogueHandlers,

  ...staffAdminHandlers,
  // Last of the staff calls: its `/api/staff/{collection}/…` paths would take the specific ones.
  ...staffCollectionHandlers,
  ...domainHandlers,
  ...serverHandlers,
  ...accountHandlers,
  ...coinHandlers,
  ...coinEconomyHandlers,
  ...referralHandlers,
  ...passkeyHandlers,
  ...discordOAuthHandlers,
  ...discordStandInHandlers,
  ...linkShortenerStandInHandlers,
  ...paypalStandInHandlers,
  ...oauthClientHandlers,
  ...setupHandlers,
];

/** The handlers behind the contract's validation, for msw (tests) and the HTTP mock server alike. */
export const handlers = withContract(contractHandlers);
