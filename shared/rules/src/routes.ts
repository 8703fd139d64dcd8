/**
 * The route record: every page of the panel once, with the app that owns it, who may see it,
 * its sidebar entry and the calls its screen starts early. Page titles, in every language,
 * are in `route-titles.ts`, keyed by route id. The shell resolves a location against this
 * record (`matchRoute`), each remote builds its `<Routes>` from the entries it owns, and the
 * shell's build turns it into the data of index.html's inline scripts and of the server's
 * fragment include.
 */
export type RemoteName = 'auth' | 'customer' | 'billing' | 'staff';
export type RouteOwner = RemoteName | 'shell';
export type FeatureFlag = 'perServerPlans' | 'adventCalendar' | 'coinEarning' | 'disableMAA' | 'referrals';

export interface RouteGate {
  /** Shown only when this feature flag has this value. */
  feature?: { flag: FeatureFlag; is: boolean };
  /** Lowest rank that may see the route. */
  minRank?: 'STAFF' | 'ADMIN';
  /** Reachable without signing in. */
  public?: boolean;
}

/** The sidebar's groups, in the order they are shown. */
export const NAV_SECTIONS = ['dashboard', 'billing', 'staff'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/**
 * lucide-react icon names (the shell maps each to its component), kept as names so this
 * package stays free of React.
 */
export type NavIcon =
  | 'House' | 'Gamepad2' | 'Repeat' | 'UserPlus' | 'Ticket' | 'Coins' | 'Gift' | 'Newspaper' | 'Settings'
  | 'ServerCog' | 'ShoppingCart' | 'ShoppingBag' | 'Wallet'
  | 'LayoutDashboard' | 'Users' | 'Receipt' | 'Server' | 'Package' | 'TicketPercent' | 'Percent'
  | 'CalendarDays' | 'MapPin' | 'Egg' | 'ChartLine' | 'ArrowLeftRight' | 'Settings2' | 'ScrollText' | 'KeyRound';

/** A sidebar link to the route, labelled with the route's title. */
export interface NavEntry {
  section: NavSection;
  icon: NavIcon;
  /** Linked only for a user who has one: the page itself stays reachable and says there is none. */
  onlyWith?: 'subscription';
}

export interface RouteDef<Id extends string = string> {
  id: Id;
  /** Static segments and `:param`s; a trailing slash changes nothing (`/staff/` is `/staff`). */
  path: `/${string}`;
  owner: RouteOwner;
  gate?: RouteGate;
  /** Sidebar entries are listed in the order of this record. */
  nav?: NavEntry;
  /**
   * GET calls the screen makes first (`:param`s from the path filled in). index.html's inline
   * script starts them before any bundle, for a signed-in first load of this route. `:me` stands
   * for the signed-in user's id.
   */
  firstCalls?: readonly string[];
  /**
   * The owner's server-included fragment draws the whole first screen from those calls and the
   * app waits for the person's first interaction: a signed-in load then asks for none of the
   * app's files before it starts (shell/boot/preload-first-remote.js).
   */
  appOnInteraction?: boolean;
}

const PUBLIC = { public: true } as const;
const PER_SERVER_PLANS = { feature: { flag: 'perServerPlans', is: true } } as const;
const PLAN_ORDERING = { feature: { flag: 'perServerPlans', is: false } } as const;
/** The panel hands out game-panel logins unless the instance manages them elsewhere (`disableMAA`). */
const GAME_PANEL_ACCOUNTS = { feature: { flag: 'disableMAA', is: false } } as const;
const STAFF = { minRank: 'STAFF' } as const;
const ADMIN = { minRank: 'ADMIN' } as const;

const RECORD = [
  { id: 'error', path: '/error', owner: 'shell', gate: PUBLIC },

  { id: 'home', path: '/', owner: 'customer', nav: { section: 'dashboard', icon: 'House' } },
  { id: 'panel', path: '/panel', owner: 'customer', gate: GAME_PANEL_ACCOUNTS, nav: { section: 'dashboard', icon: 'Gamepad2' } },
  { id: 'subscription', path: '/subscription', owner: 'customer', nav: { section: 'dashboard', icon: 'Repeat', onlyWith: 'subscription' } },
  { id: 'referrals', path: '/referrals', owner: 'customer', gate: { feature: { flag: 'referrals', is: true } }, nav: { section: 'dashboard', icon: 'UserPlus' } },
  { id: 'redeem', path: '/redeem', owner: 'customer', nav: { section: 'dashboard', icon: 'Ticket' } },
  {
    id: 'earn', path: '/earn', owner: 'customer',
    gate: { feature: { flag: 'coinEarning', is: true } },
    nav: { section: 'dashboard', icon: 'Coins' },
  },
  {
    id: 'adventCalendar', path: '/adventcalendar', owner: 'customer',
    gate: { feature: { flag: 'adventCalendar', is: true } },
    nav: { section: 'dashboard', icon: 'Gift' },
  },
  { id: 'coins', path: '/coins', owner: 'customer' },
  { id: 'articles', path: '/articles', owner: 'customer', nav: { section: 'dashboard', icon: 'Newspaper' } },
  { id: 'article', path: '/articles/:slug', owner: 'customer' },
  { id: 'settings', path: '/settings', owner: 'customer', nav: { section: 'dashboard', icon: 'Settings' } },
  { id: 'join', path: '/join/:id', owner: 'customer', gate: PUBLIC },
  { id: 'serverEdit', path: '/server/edit/:id', owner: 'customer' },
  { id: 'serverTransfer', path: '/server/transfer/:id', owner: 'customer' },

  {
    id: 'invoice', path: '/invoice/:id', owner: 'billing',
    firstCalls: ['/api/invoices/:id', '/api/shop/listing'],
    appOnInteraction: true,
  },
  { id: 'invoicePayPaypal', path: '/invoice/:id/pay/paypal', owner: 'billing' },
  { id: 'invoicePayBalance', path: '/invoice/:id/pay/balance', owner: 'billing' },
  { id: 'invoicePayStripe', path: '/invoice/:id/pay/stripe', owner: 'billing' },
  { id: 'invoicePayCashfree', path: '/invoice/:id/pay/cashfree', owner: 'billing' },
  { id: 'invoicePayCoingate', path: '/invoice/:id/pay/coingate', owner: 'billing' },
  { id: 'invoicePayLitepay', path: '/invoice/:id/pay/litepay', owner: 'billing' },
  { id: 'paymentSuccess', path: '/invoice/:id/payment/success', owner: 'billing' },
  { id: 'paymentCancelled', path: '/invoice/:id/payment/cancelled', owner: 'billing' },
  { id: 'create', path: '/create', owner: 'billing', gate: PER_SERVER_PLANS, nav: { section: 'billing', icon: 'ServerCog' }, firstCalls: ['/api/eggs', '/api/locations', '/api/user/:me/usage', '/api/shop/listing'] },
  { id: 'shop', path: '/shop', owner: 'billing', gate: PER_SERVER_PLANS, nav: { section: 'billing', icon: 'ShoppingCart' } },
  { id: 'shopItem', path: '/shop/:id', owner: 'billing', gate: PER_SERVER_PLANS },
  { id: 'shopResources', path: '/shop/resources/:id', owner: 'billing', gate: PER_SERVER_PLANS },
  { id: 'order', path: '/order', owner: 'billing', gate: PLAN_ORDERING, nav: { section: 'billing', icon: 'ShoppingBag' }, firstCalls: ['/api/shop/listing'] },
  { id: 'orderCategory', path: '/order/:category', owner: 'billing', gate: PLAN_ORDERING, firstCalls: ['/api/shop/listing'] },
  { id: 'orderConfigure', path: '/order/:plan/configure', owner: 'billing', gate: PLAN_ORDERING },
  { id: 'orderReferrals', path: '/order/:plan/cnm/referrals', owner: 'billing', gate: PLAN_ORDERING },
  { id: 'funds', path: '/funds', owner: 'billing', gate: PLAN_ORDERING, nav: { section: 'billing', icon: 'Wallet' } },

  { id: 'login', path: '/auth/login', owner: 'auth', gate: PUBLIC },
  { id: 'verify', path: '/auth/verify', owner: 'auth', gate: PUBLIC },
  { id: 'passkey', path: '/auth/passkey', owner: 'auth', gate: PUBLIC },
  { id: 'authenticated', path: '/auth/authenticated', owner: 'auth', gate: PUBLIC },
  { id: 'authorize', path: '/auth/authorize', owner: 'auth', gate: PUBLIC },
  { id: 'oauth', path: '/auth/oauth', owner: 'auth', gate: PUBLIC },
  { id: 'forgotPassword', path: '/auth/forgot-password', owner: 'auth', gate: PUBLIC },
  { id: 'ban', path: '/auth/ban', owner: 'auth', gate: PUBLIC },

  { id: 'staffHome', path: '/staff/', owner: 'staff', gate: STAFF, nav: { section: 'staff', icon: 'LayoutDashboard' } },
  { id: 'staffUsers', path: '/staff/users', owner: 'staff', gate: STAFF, nav: { section: 'staff', icon: 'Users' } },
  { id: 'staffUser', path: '/staff/users/:id', owner: 'staff', gate: STAFF },
  { id: 'staffInvoices', path: '/staff/invoices', owner: 'staff', gate: STAFF, nav: { section: 'staff', icon: 'Receipt' } },
  { id: 'staffServers', path: '/staff/servers', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'Server' } },
  { id: 'staffServer', path: '/staff/servers/:id', owner: 'staff', gate: ADMIN },
  { id: 'staffPlans', path: '/staff/plans', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'Package' } },
  { id: 'staffPlan', path: '/staff/plans/:id', owner: 'staff', gate: ADMIN },
  { id: 'staffCoupons', path: '/staff/coupons', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'TicketPercent' } },
  { id: 'staffCoupon', path: '/staff/coupons/:id', owner: 'staff', gate: ADMIN },
  { id: 'staffDiscounts', path: '/staff/discounts', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'Percent' } },
  { id: 'staffDiscount', path: '/staff/discounts/:id', owner: 'staff', gate: ADMIN },
  { id: 'staffEvents', path: '/staff/events', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'CalendarDays' } },
  { id: 'staffHalloween', path: '/staff/events/halloween', owner: 'staff', gate: ADMIN },
  { id: 'staffChristmas', path: '/staff/events/christmas', owner: 'staff', gate: ADMIN },
  { id: 'staffChristmasInsights', path: '/staff/events/christmas/insights', owner: 'staff', gate: ADMIN },
  { id: 'staffArticles', path: '/staff/articles', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'Newspaper' } },
  { id: 'staffArticle', path: '/staff/articles/:id', owner: 'staff', gate: ADMIN },
  { id: 'staffLocations', path: '/staff/locations', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'MapPin' } },
  { id: 'staffLocation', path: '/staff/locations/:id', owner: 'staff', gate: ADMIN },
  { id: 'staffEggs', path: '/staff/eggs', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'Egg' } },
  { id: 'staffEgg', path: '/staff/eggs/:id', owner: 'staff', gate: ADMIN },
  { id: 'staffInsights', path: '/staff/insights', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'ChartLine' } },
  {
    id: 'staffTransactions', path: '/staff/transactions', owner: 'staff', gate: ADMIN,
    nav: { section: 'staff', icon: 'ArrowLeftRight' },
  },
  { id: 'staffTransaction', path: '/staff/transactions/:id', owner: 'staff', gate: ADMIN },
  {
    id: 'staffInstanceSettings', path: '/staff/instance/settings', owner: 'staff', gate: ADMIN,
    nav: { section: 'staff', icon: 'Settings2' },
  },
  { id: 'staffInstanceMode', path: '/staff/instance/mode', owner: 'staff', gate: ADMIN },
  { id: 'staffAuditLogs', path: '/staff/auditlogs', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'ScrollText' } },
  { id: 'staffSidebar', path: '/staff/sidebar', owner: 'staff', gate: ADMIN },
  { id: 'staffEarningMethods', path: '/staff/earningmethods', owner: 'staff', gate: ADMIN },
  { id: 'staffApiKeys', path: '/staff/apikeys', owner: 'staff', gate: ADMIN, nav: { section: 'staff', icon: 'KeyRound' } },
] as const satisfies readonly RouteDef[];

type RecordEntry = (typeof RECORD)[number];

/** Every route's id: a misspelt id fails the type-check. */
export type RouteId = RecordEntry['id'];
/** The ids of the routes this app owns. */
export type RouteIdOwnedBy<Owner extends RouteOwner> = Extract<RecordEntry, { owner: Owner }>['id'];
/** The ids of the routes with a sidebar link. */
export type NavRouteId = Extract<RecordEntry, { nav: NavEntry }>['id'];

export type Route = RouteDef<RouteId>;

export const ROUTES: readonly Route[] = RECORD;

export const routesOwnedBy = <Owner extends RouteOwner>(owner: Owner): RouteDef<RouteIdOwnedBy<Owner>>[] =>
  ROUTES.filter((route): route is RouteDef<RouteIdOwnedBy<Owner>> => route.owner === owner);

const BY_ID = new Map<RouteId, Route>(ROUTES.map((route) => [route.id, route]));

export const routeById = (id: RouteId): Route => BY_ID.get(id) as Route;

type PathOf<Id extends RouteId> = Extract<RecordEntry, { id: Id }>['path'];
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
/** The `:param`s a route's path needs, by name. */
export type RouteParams<Id extends RouteId> = Record<ParamNames<PathOf<Id>>, string>;

/**
 * The address of a route, its params filled in (encoded): `routePath('invoice', { id })`.
 * A route without params takes none.
 */
export function routePath<Id extends RouteId>(
  id: Id,
  ...[params]: [ParamNames<PathOf<Id>>] extends [never] ? [] : [RouteParams<Id>]
): string {
  const values: Record<string, string> = params ?? {};
  return routeById(id).path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Auth screens show without the layout and without a signed-in user. */
export const isAuthPath = (pathname: string): boolean =>
  /(^|\/)auth(\/|$)/.test(pathname) && !pathname.startsWith('/error');
