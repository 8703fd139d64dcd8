import type { DbUser } from '../db';
import type { DomainState } from '../domain/state';
import { seedCoinItems, seedEggs, seedLocations, seedPlans } from './catalogue';
import { seedApiKeys, seedArticles, seedCoupons, seedDiscounts, seedItemNotes, seedSidebarLinks } from './content';
import { seedAdventCalendar, seedCoinLedger, seedEarningMethods, seedJfrListings } from './earning';
import { seedAuditLog, seedTransactions } from './money';
import { seedQueue, seedServers } from './servers';
import { seedAccounts } from './users';

export { seedGeneratedUsers } from './users';

/** The demo domain, derived from the seed's fixed reference time: the same on every reset. */
export function createDomainSeed(users: readonly DbUser[]): DomainState {
  return {
    accounts: seedAccounts(users),
    locations: seedLocations(),
    eggs: seedEggs(),
    servers: seedServers(),
    queue: seedQueue(),
    plans: seedPlans(),
    coinItems: seedCoinItems(),
    coupons: seedCoupons(),
    discounts: seedDiscounts(),
    articles: seedArticles(),
    transactions: seedTransactions(),
    auditlogs: seedAuditLog(),
    apikeys: seedApiKeys(),
    sidebarLinks: seedSidebarLinks(),
    itemNotes: seedItemNotes(),
    earning: seedEarningMethods(),
    earningClaims: new Map(),
    linkShortenerTokens: new Map(),
    jfrListings: seedJfrListings(),
    coinLedger: seedCoinLedger(),
    couponFailures: new Map(),
    advent: seedAdventCalendar(),
    adventClaims: new Map(),
    presence: new Map(),
    idempotentAnswers: new Map(),
  };
}
