import { perServerPlansFor, type InstanceMode } from '@panel/rules';
import bcrypt from 'bcryptjs';
import type { Config, Currency, Invoice, ListingItem, Rank } from '@panel/api/contract';
import { createAuthExtraSeed } from './auth-extra-state';
import { createAuthState } from './auth/state';
import type { DbUser, MockDb, Plan, Server } from './db';
import { emptyDomain } from './domain/state';
import { createDomainSeed, seedGeneratedUsers } from './seed/index';
import { seedDate } from './seed/reference-time';

export const DEMO_PASSWORD = 'demo1234';

interface DemoUser {
  id: string;
  username: string;
  email: string;
  password: string;
  rank: Rank;
  label: string;
  /** A session that exists from the start, so browser tests can skip the login form. */
  token: string;
}

export const DEMO_USERS = {
  admin: { id: 'u-admin', username: 'Ada Admin', email: 'admin@panel.test', password: DEMO_PASSWORD, rank: 'ADMIN', label: 'Admin', token: 'demo-token-admin' },
  staff: { id: 'u-staff', username: 'Sam Staff', email: 'staff@panel.test', password: DEMO_PASSWORD, rank: 'STAFF', label: 'Staff', token: 'demo-token-staff' },
  customer: { id: 'u-customer', username: 'Casey Customer', email: 'customer@panel.test', password: DEMO_PASSWORD, rank: 'USER', label: 'Customer (balance 25.50)', token: 'demo-token-customer' },
  nobalance: { id: 'u-nobalance', username: 'Nico Nobalance', email: 'nobalance@panel.test', password: DEMO_PASSWORD, rank: 'USER', label: 'Customer without balance', token: 'demo-token-nobalance' },
  unverified: { id: 'u-unverified', username: 'Uma Unverified', email: 'unverified@panel.test', password: DEMO_PASSWORD, rank: 'USER', label: 'Unverified customer', token: 'demo-token-unverified' },
  banned: { id: 'u-banned', username: 'Bo Banned', email: 'banned@panel.test', password: DEMO_PASSWORD, rank: 'USER', label: 'Banned customer (sent to the ban notice)', token: 'demo-token-banned' },
} as const satisfies Record<string, DemoUser>;

export const SEED_INVOICES = {
  unpaid: 'inv-unpaid',
  paidStripe: 'inv-paid-stripe',
  paidCoingate: 'inv-paid-coingate',
  paidPaypal: 'inv-paid-paypal',
  paidStaffForce: 'inv-paid-staff-force',
  paidOther: 'inv-paid-other',
  partlyPaid: 'inv-partly-paid',
  discounted: 'inv-discounted',
  paypalSubscription: 'inv-paypal-subscription',
  paidPaypalSubscription: 'inv-paid-paypal-subscription',
  stripeSubscription: 'inv-stripe-subscription',
  topup: 'inv-topup',
  nonRenewable: 'inv-non-renewable',
  jfrActivation: 'inv-jfr-activation',
  noBalanceOwner: 'inv-nobalance',
} as const;

/** Calendar dates keep the test seed (and anything asserting on rendered dates) deterministic. */
const at = seedDate;

// Hashed once per process: bcrypt is deliberately slow and resets happen before every test.
const PASSWORD_HASHES = new Map(
  Object.values(DEMO_USERS).map((u) => [u.id, bcrypt.hashSync(u.password, 6)] as const),
);

// An inline SVG with the initials: the demo works offline and the browser fetches nothing.
export const avatar = (name: string) => {
  const initials = name.split(/\s+/).map((word) => word[0] ?? '').join('').slice(0, 2).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#5b8cff"/><text x="32" y="40" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** The banned demo account's ban: sign-in with it answers 403 with these. */
export const DEMO_BAN = { reason: 'Chargebacks on three paid invoices', date: at('2026-11-02') };

function seedUsers(): DbUser[] {
  const base = (key: keyof typeof DEMO_USERS) => {
    const demo = DEMO_USERS[key];
    return {
      _id: demo.id,
      username: demo.username,
      email: demo.email,
      avatarUrl: avatar(demo.username),
      rank: demo.rank,
      passwordHash: PASSWORD_HASHES.get(demo.id) ?? '',
      balance: 0,
      coins: 0,
      verified: true,
      plans: [],
    };
  };
  return [
    { ...base('admin'), balance: 120, coins: 5000 },
    base('staff'),
    {
      ...base('customer'),
      balance: 25.5,
      coins: 340,
      plans: [
        { _id: 'plan-mc-starter', name: 'Minecraft Starter' },
        { _id: 'plan-discord-bot', name: 'Discord Bot' },
      ],
    },
    { ...base('nobalance'), coins: 15, plans: [{ _id: 'plan-mc-starter', name: 'Minecraft Starter' }] },
    { ...base('unverified'), verified: false },
    { ...base('banned'), ban: DEMO_BAN },
  ];
}

function seedListing(): ListingItem[] {
  return [
    { _id: 'shop-mc-starter', name: 'Minecraft Starter (4 GB)', price: 4.99, billingCycles: [720, 2160, 4380, 8760], renewable: true },
    { _id: 'shop-mc-pro', name: 'Minecraft Pro (8 GB)', price: 9.99, billingCycles: [720, 2160, 4380, 8760], renewable: true },
    { _id: 'shop-rust', name: 'Rust Standard (12 GB)', price: 18.5, billingCycles: [720, 2160], renewable: true },
    { _id: 'shop-discord-bot', name: 'Discord Bot (512 MB)', price: 1.99, billingCycles: [720, 8760], renewable: true },
    // Sold for a month at a time but never renewed: the listing, not the invoice's cycle, says it is billed once.
    { _id: 'shop-event-server', name: 'Event Server (30 days)', price: 15, billingCycles: [720], renewable: false },
  ];
}

function seedPlans(): Plan[] {
  return [
    { _id: 'plan-mc-starter', name: 'Minecraft Starter', category: 'minecraft', price: 4.99, ramMb: 4096, cpuPercent: 150, diskMb: 20480 },
    { _id: 'plan-mc-pro', name: 'Minecraft Pro', category: 'minecraft', price: 9.99, ramMb: 8192, cpuPercent: 300, diskMb: 40960 },
    { _id: 'plan-rust', name: 'Rust Standard', category: 'rust', price: 18.5, ramMb: 12288, cpuPercent: 400, diskMb: 61440 },
    { _id: 'plan-discord-bot', name: 'Discord Bot', category: 'bots', price: 1.99, ramMb: 512, cpuPercent: 50, diskMb: 2048 },
  ];
}

function seedServers(): Server[] {
  return [
    { _id: 'srv-survival', name: 'Survival SMP', owner: 'u-customer', plan: 'plan-mc-starter', game: 'Minecraft: Paper 1.21', status: 'running' },
    { _id: 'srv-bot', name: 'Moderation bot', owner: 'u-customer', plan: 'plan-discord-bot', game: 'Node.js 20', status: 'offline' },
    { _id: 'srv-creative', name: 'Creative world', owner: 'u-nobalance', plan: 'plan-mc-starter', game: 'Minecraft: Paper 1.21', status: 'suspended' },
  ];
}

const unpaidBase = {
  user: DEMO_USERS.customer.id,
  paid: false,
  paidpartial: false,
  paiddate: 0,
  paypalOrder: null,
  stripeSubscription: null,
  transaction: null,
  discount: null,
  received: 0,
} satisfies Partial<Invoice>;

const paid = (amount: number, date: string, method: string) => ({
  amount,
  paid: true,
  paiddate: at(date),
  received: amount,
  transaction: { method },
});

function seedInvoices(): Invoice[] {
  const i = SEED_INVOICES;
  return [
    { ...unpaidBase, _id: i.unpaid, name: 'Minecraft Starter (4 GB)', amount: 4.99, duedate: at('2026-12-01'), item: 'shop-mc-starter', billingCycle: 720 },
    { ...unpaidBase, ...paid(9.99, '2026-10-02', 'stripe'), _id: i.paidStripe, name: 'Minecraft Pro (8 GB)', duedate: at('2026-10-05'), item: 'shop-mc-pro', billingCycle: 720 },
    { ...unpaidBase, ...paid(55.5, '2026-09-14', 'coingate'), _id: i.paidCoingate, name: 'Rust Standard (12 GB)', duedate: at('2026-09-15'), item: 'shop-rust', billingCycle: 2160 },
    { ...unpaidBase, ...paid(19.9, '2026-06-20', 'paypal'), _id: i.paidPaypal, name: 'Discord Bot (512 MB)', duedate: at('2026-06-22'), item: 'shop-discord-bot', billingCycle: 8760, paypalOrder: '5O190127TN364715T' },
    { ...unpaidBase, ...paid(4.99, '2026-11-01', 'staff-force-pay'), _id: i.paidStaffForce, name: 'Minecraft Starter (4 GB)', duedate: at('2026-11-01'), item: 'shop-mc-starter', billingCycle: 720 },
    { ...unpaidBase, ...paid(29.97, '2026-08-03', 'bank-transfer'), _id: i.paidOther, name: 'Minecraft Pro (8 GB)', duedate: at('2026-08-05'), item: 'shop-mc-pro', billingCycle: 2160 },
    { ...unpaidBase, _id: i.partlyPaid, name: 'Minecraft Pro (8 GB)', amount: 9.99, paidpartial: true, received: 4.5, duedate: at('2026-12-03'), item: 'shop-mc-pro', billingCycle: 720 },
    {
      ...unpaidBase,
      _id: i.discounted,
      name: 'Minecraft Pro (8 GB)',
      amount: 7.99,
      originalAmount: 9.99,
      discount: { code: 'SPRING20', reduction: 20, recurrent: true },
      duedate: at('2026-12-05'),
      item: 'shop-mc-pro',
      billingCycle: 720,
    },
    { ...unpaidBase, _id: i.paypalSubscription, name: 'Discord Bot (512 MB)', amount: 1.99, paypalOrder: 'I_BW452GLLEP1G', duedate: at('2026-12-10'), item: 'shop-discord-bot', billingCycle: 720 },
    {
      ...unpaidBase,
      ...paid(1.99, '2026-11-10', 'paypal'),
      _id: i.paidPaypalSubscription,
      name: 'Discord Bot (512 MB)',
      paypalOrder: 'I_7XK2M9PLQ4RS',
      duedate: at('2026-11-10'),
      item: 'shop-discord-bot',
      billingCycle: 720,
    },
    { ...unpaidBase, _id: i.stripeSubscription, name: 'Minecraft Starter (4 GB)', amount: 4.99, stripeSubscription: 'sub_1PqR2sLkdIwHu7ix', duedate: at('2026-12-12'), item: 'shop-mc-starter', billingCycle: 720 },
    { ...unpaidBase, _id: i.topup, name: 'Account balance top-up', amount: 50, duedate: at('2026-11-30'), item: 'topup', billingCycle: -1 },
    { ...unpaidBase, _id: i.nonRenewable, name: 'Event Server (30 days)', amount: 15, duedate: at('2026-12-15'), item: 'shop-event-server', billingCycle: 720 },
    { ...unpaidBase, _id: i.jfrActivation, name: 'Join-for-rewards activation', amount: 2, duedate: at('2026-12-20'), item: 'jfr-activation', billingCycle: -1 },
    { ...unpaidBase, _id: i.noBalanceOwner, user: DEMO_USERS.nobalance.id, name: 'Minecraft Starter (4 GB)', amount: 4.99, duedate: at('2026-12-01'), item: 'shop-mc-starter', billingCycle: 720 },
  ];
}

/** The platform's default currency (spec section 3): that of an instance not configured yet. */
export const DEFAULT_CURRENCY = { name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'L' } as const satisfies Currency;

/** The demo instance uses Euro; the platform default is Albanian Lek (ALL). */
function seedConfig(userCount: number): Config {
  return {
    respondent: 'mock-api',
    type: 0,
    awaitingConfiguration: false,
    stats: { users: { total: userCount } },
    currentVersion: '2.4.0',
    umami: null,
    ipd: false,
    coinEarning: true,
    welcomeImage: null,
    disableMAA: false,
    currency: { name: 'Euro', abbreviation: 'EUR', symbol: '€' },
    info: {
      tos: 'https://nebula-hosting.example/terms',
      privacy: 'https://nebula-hosting.example/privacy',
      // Served by the shell (its own icon), so the demo's logo loads.
      logo: '/favicon.svg',
      name: 'Nebula Hosting',
      panelUrl: 'https://panel.nebula-hosting.example',
      warnmsg: null,
      // Earning days start at its time of day: midnight UTC.
      earnReset: Date.parse('2027-01-01T00:00:00Z'),
      dialog: null,
    },
    features: { perServerPlans: perServerPlansFor(seedMode()), adventCalendar: false, pspPlansConditions: false },
    settings: {
      // Days a suspended server is kept before the deletion job removes it.
      deletionThreshold: 7,
      login: { email: true, discord: true, turnstile_sitekey: null, bg: null, floating: false },
      payments: {
        stripe: { publishableKey: 'pk_test_mock_nebula', enabled: true },
        // 'sb' is PayPal's public sandbox client id, so the real SDK loads against the mock.
        paypal: { clientId: 'sb', enabled: true },
        coingate: { enabled: true },
        cashfree: { enabled: true, appid: 'cf_test_mock_nebula' },
        litepay: { enabled: true },
      },
      ads: { site: false, b1: null, adservice: 'NONE', adsterraBanner: null, aadbl: false },
      theme: {
        bg: null,
        primary: '#6366f1',
        font: 'Inter',
        halloween: false,
        christmas: { snow: false, adventBg: null, theme: false },
      },
      referrals: {
        enabled: true,
        signupReward: 100,
        purchaseShare: 0.1,
        minimumReferralsRequiredForCustomLinkByPlan: { ALL: 20 },
      },
      topup: { min: 1, max: 1000 },
    },
  };
}

/** A fresh, unshared copy of the seed. */
/** The seed's instance mode: the resource split unless `MOCK_INSTANCE_MODE=plans` (README, "Instance modes"). */
function seedMode(): InstanceMode {
  const asked = typeof process === 'undefined' ? undefined : process.env.MOCK_INSTANCE_MODE;
  return asked === 'plans' ? 'plans' : 'resources';
}

export function createSeedState(): MockDb {
  const users = [...seedUsers(), ...seedGeneratedUsers()];
  return {
    users: new Map(users.map((u) => [u._id, u])),
    // A banned account has no session: the ban ended them.
    sessions: new Map(Object.values(DEMO_USERS).filter((u) => u.id !== DEMO_USERS.banned.id).map((u) => [u.token, u.id])),
    sessionInfo: new Map(),
    viewSessions: new Map(),
    invoices: new Map(seedInvoices().map((inv) => [inv._id, inv])),
    listing: seedListing(),
    plans: seedPlans(),
    servers: seedServers(),
    config: seedConfig(users.length),
    paypalOrders: new Map(),
    paypalPlans: new Map(),
    paypalSubscriptions: new Map(),
    checkouts: new Map(),
    stripeIntents: new Map(),
    failRules: [],
    clockOverride: null,
    lifecycleSince: Date.now(),
    domain: createDomainSeed(users),
    ...createAuthExtraSeed(),
    auth: createAuthState(),
  };
}

/**
 * A freshly installed instance: awaiting its first-time configuration, in the default
 * currency, without accounts, sessions, invoices, catalogue, servers or OAuth clients.
 * Its other settings are the demo's, so the instance works as soon as it is set up.
 */
export function createFreshState(): MockDb {
  const seed = createSeedState();
  return {
    ...seed,
    users: new Map(),
    sessions: new Map(),
    sessionInfo: new Map(),
    viewSessions: new Map(),
    invoices: new Map(),
    listing: [],
    plans: [],
    servers: [],
    oauthClients: [],
    domain: emptyDomain(),
    config: { ...seed.config, awaitingConfiguration: true, currency: { ...DEFAULT_CURRENCY }, stats: { users: { total: 0 } } },
  };
}
