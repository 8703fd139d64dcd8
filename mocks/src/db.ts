import type { Config, Invoice, ListingItem, User } from '@panel/api/contract';
import type { CheckoutSession } from './checkout-page';
import type { AuthExtraState } from './auth-extra-state';
import type { AuthState } from './auth/state';
import type { SessionInfo } from './domain/sessions';
import type { DomainState } from './domain/state';
import { createScopedState } from './scope';
import { createFreshState, createSeedState } from './seed';

export interface DbUser extends User {
  passwordHash: string;
  /** Set when staff banned the account; sign-in then answers 403 with these. */
  ban?: { reason: string | null; date: number | null };
}

/** Mock-only entities: the contract does not expose them yet, but users reference them. */
export interface Plan {
  _id: string;
  name: string;
  category: string;
  price: number;
  ramMb: number;
  cpuPercent: number;
  diskMb: number;
}

export interface Server {
  _id: string;
  name: string;
  owner: string;
  plan: string;
  game: string;
  status: 'running' | 'offline' | 'suspended';
}

export interface FailRule {
  /** Upper-case HTTP method, or null for any. */
  method: string | null;
  path: string;
  status: number;
  /** Calls left to fail; -1 fails until the next reset. */
  remaining: number;
}

/** A Stripe PaymentIntent as the mock keeps it; a real backend asks Stripe instead. */
export interface StripeIntent {
  id: string;
  clientSecret: string;
  invoice: string;
  amount: number;
  status: 'requires_payment_method' | 'succeeded';
}

export interface MockDb extends AuthExtraState {
  users: Map<string, DbUser>;
  /** token → user id */
  sessions: Map<string, string>;
  /** token → when and from what device the session was created and last used (domain/sessions.ts). */
  sessionInfo: Map<string, SessionInfo>;
  /** token → the admin viewing a customer's account through it, and until when (read-only; domain/view-as.ts). */
  viewSessions: Map<string, { viewer: string; until: number }>;
  invoices: Map<string, Invoice>;
  listing: ListingItem[];
  plans: Plan[];
  servers: Server[];
  config: Config;
  /** PayPal order id → invoice id, for orders issued and not yet captured. */
  paypalOrders: Map<string, string>;
  /** PayPal plan id → invoice id. */
  paypalPlans: Map<string, string>;
  /** PayPal subscription id (`I-…`) → the plan it subscribes to, as the PayPal stand-in issued it. */
  paypalSubscriptions: Map<string, string>;
  /** Hosted checkout session id → what the stand-in provider page sells. */
  checkouts: Map<string, CheckoutSession>;
  /** Stripe PaymentIntent id → intent. */
  stripeIntents: Map<string, StripeIntent>;
  failRules: FailRule[];
  auth: AuthState;
  /** Set by `POST /api/__mock/clock`: the time `now()` answers instead of the real one. */
  clockOverride: number | null;
  /**
   * The earliest time the mock's clock showed this scope: the server lifecycle acts on what falls
   * due after it (domain/lifecycle.ts), so real time never ages the demo seed's fixed dates.
   */
  lifecycleSince: number;
  /** Catalogue, servers, content and staff collections of the reference backend. */
  domain: DomainState;
}

const state = createScopedState<MockDb>(createSeedState);

/**
 * The state of the scope handling the current request (scope.ts); each scope starts from the
 * demo seed. One reference for the process life, so every module sees resets through it.
 */
export const db: MockDb = state.view;

/** The current scope back to the demo seed, or with `fresh` to a freshly installed instance awaiting its setup. */
export function resetDb({ fresh = false }: { fresh?: boolean } = {}): void {
  state.replace(fresh ? createFreshState() : createSeedState());
}

/** Whitelisted, so internal fields such as the password hash never reach the wire. */
export function publicUser(user: DbUser): User {
  const { _id, username, email, avatarUrl, rank, balance, coins, verified, plans } = user;
  return { _id, username, email, avatarUrl, rank, balance, coins, verified, plans };
}

export const isStaffRank = (user: User): boolean => user.rank === 'ADMIN' || user.rank === 'STAFF';
