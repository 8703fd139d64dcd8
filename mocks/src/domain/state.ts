import type {
  ApiKey,
  Article,
  AuditEntry,
  CoinItem,
  Coupon,
  DiscountCode,
  EarningMethods,
  Egg,
  ItemNote,
  Location,
  PaymentTransaction,
  Plan,
  ResourceLimits,
  Server,
  SidebarLink,
} from '@panel/api/contract';
import type { CoinMovement, JfrListing, PremiumSubscription } from '../contract/wire-types';
import type { KeptAnswer } from './idempotency';

/** Stored without the computed `servers` count, which is derived from the servers on read. */
export type LocationDoc = Omit<Location, 'servers'>;
export type EggDoc = Omit<Egg, 'servers'>;

/** What the reference keeps on a user beyond the public user object. */
export interface AccountRecord {
  firstLogin: number;
  lastSeen: number;
  referrer: string | null;
  code: string;
  limits: ResourceLimits;
  pid: number | null;
  /** When a ban ends; the ban itself stays on the user (`DbUser.ban`). Null: permanent. */
  banUntil: number | null;
  /** Client addresses seen at sign-in and device fingerprints the game panel reported: how alts are found. */
  ips: string[];
  devices: string[];
  /** The game-panel password's hash, once one was issued. */
  gamePanelPasswordHash: string | null;
  /** The subscription paying the user's premium plan, once one did (subscriptions.ts). */
  subscription: PremiumSubscription | null;
  /** The purchase shares credited to the balance as a referrer (absent: none yet). */
  referralEarnings?: number;
}

export interface QueueEntry {
  _id: string;
  uid: string;
  name: string;
  location: string;
  egg: string;
  /** 0 free, 1 free+, 2 premium, 3 staff, 4 staff+. */
  priority: number;
  created: number;
  /** What the order asked for: resources (resource split) or a plan and cycle (per-server plans). */
  limits: ResourceLimits | null;
  plan: string | null;
  billingCycle: number | null;
  discount: string | null;
}

export interface AdventDay {
  title: string;
  description: string;
  image: string | null;
  /** Coins. */
  reward: number;
}

/** The advent calendar: 24 days from `startsOn` (month-day, 1 December when unset) in `timezone`, every year. */
export interface AdventCalendar {
  days: AdventDay[];
  timezone: string;
  background: string | null;
  /** `MM-DD`, the first day of the season. */
  startsOn?: string;
}

/** A join-for-rewards listing as stored: the invoice that opens it and who was credited. */
export interface JfrListingDoc extends Omit<JfrListing, 'joins' | 'joined'> {
  invoice: string;
  joinedBy: string[];
}

/** `expired` is not stored: the list works it out by the mock's clock. */
export interface StoredApiKey extends Omit<ApiKey, 'expired'> {
  secretHash: string;
}

/** The reference backend's domain, as the mock keeps it; part of MockDb, so resets and scoping cover it. */
export interface DomainState {
  accounts: Map<string, AccountRecord>;
  locations: LocationDoc[];
  eggs: EggDoc[];
  servers: Server[];
  queue: QueueEntry[];
  plans: Plan[];
  coinItems: CoinItem[];
  coupons: Coupon[];
  discounts: DiscountCode[];
  articles: Article[];
  transactions: PaymentTransaction[];
  auditlogs: AuditEntry[];
  apikeys: StoredApiKey[];
  sidebarLinks: SidebarLink[];
  itemNotes: ItemNote[];
  earning: EarningMethods;
  /** Join-for-rewards listings: open once their activation invoice is paid. */
  jfrListings: JfrListingDoc[];
  /** Every change to a user's coins (coin-ledger.ts). */
  coinLedger: CoinMovement[];
  /** User id → times of failed code redemptions (coupons.ts). */
  couponFailures: Map<string, number[]>;
  /** `<userId> <methodId>` → the earning day (its start, midnight UTC) of the last claims, and how many that day (earning.ts). */
  earningClaims: Map<string, { day: number; count: number }>;
  /** SHA-256 of a link-shortener token → its user, when it expires, and whether it was claimed with (link-shortener.ts). */
  linkShortenerTokens: Map<string, { user: string; expiresAt: number; used: boolean }>;
  advent: AdventCalendar;
  /** User id → the advent days they opened. */
  adventClaims: Map<string, number[]>;
  /** User id → the page their last presence report named, and when it arrived (presence.ts). */
  presence: Map<string, { path: string; at: number }>;
  /** `<userId> <Idempotency-Key>` → the first answer to that keyed request (idempotency.ts). */
  idempotentAnswers: Map<string, KeptAnswer>;
}

export const emptyDomain = (): DomainState => ({
  accounts: new Map(),
  locations: [],
  eggs: [],
  servers: [],
  queue: [],
  plans: [],
  coinItems: [],
  coupons: [],
  discounts: [],
  articles: [],
  transactions: [],
  auditlogs: [],
  apikeys: [],
  sidebarLinks: [],
  itemNotes: [],
  earning: {
    other: [],
    linkvertise: { enabled: false, userid: null, reward: 0, dailyLimit: 0 },
    jfr: { enabled: false, minMembers: 0, maxMembers: 0, minReward: 0, maxReward: 0, pricePerRewardUnit: 0, pricePerMember: 0, payment: 'balance' },
  },
  earningClaims: new Map(),
  linkShortenerTokens: new Map(),
  jfrListings: [],
  coinLedger: [],
  couponFailures: new Map(),
  advent: { days: [], timezone: 'UTC', background: null },
  adventClaims: new Map(),
  presence: new Map(),
  idempotentAnswers: new Map(),
});
