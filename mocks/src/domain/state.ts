import type {
  ApiKey,
  Article,
  AuditEntry,
  CoinItem,
  Coupon,
  DiscountCode,
  Egg,
  ItemNote,
  Location,
  PaymentTransaction,
  Plan,
  ResourceLimits,
  Server,
  SidebarLink,
} from '@panel/api/contract';

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
}

export interface StoredApiKey extends ApiKey {
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
});
