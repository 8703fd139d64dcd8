/**
 * The route table of spec section 2: every path, the app that owns it (decisions.md)
 * and who may see it. The shell resolves a location against it; each remote builds its
 * own <Routes> from the entries it owns.
 */
export type RemoteName = 'auth' | 'customer' | 'billing' | 'staff';
export type RouteOwner = RemoteName | 'shell';
export type FeatureFlag = 'perServerPlans' | 'adventCalendar' | 'coinEarning';

export interface RouteGate {
  /** Shown only when this feature flag has this value. */
  feature?: { flag: FeatureFlag; is: boolean };
  /** Lowest rank that may see the route. */
  minRank?: 'STAFF' | 'ADMIN';
  /** Reachable without signing in. */
  public?: boolean;
}

export interface RouteDef {
  id: string;
  path: string;
  owner: RouteOwner;
  title: string;
  gate?: RouteGate;
  /**
   * GET calls the screen makes first (`:param`s from the path filled in). index.html's inline
   * script starts them before any bundle, for a signed-in first load of this route.
   */
  firstCalls?: readonly string[];
}

const customer = (id: string, path: string, title: string, gate?: RouteGate): RouteDef => ({
  id, path, owner: 'customer', title, ...(gate && { gate }),
});
const billing = (id: string, path: string, title: string, gate?: RouteGate): RouteDef => ({
  id, path, owner: 'billing', title, ...(gate && { gate }),
});
const auth = (id: string, path: string, title: string): RouteDef => ({
  id, path, owner: 'auth', title, gate: { public: true },
});
const staff = (id: string, path: string, title: string, minRank: 'STAFF' | 'ADMIN'): RouteDef => ({
  id, path: `/staff${path}`, owner: 'staff', title, gate: { minRank },
});

const perServerPlans = { feature: { flag: 'perServerPlans', is: true } } as const;
const planOrdering = { feature: { flag: 'perServerPlans', is: false } } as const;

export const ROUTES: readonly RouteDef[] = [
  { id: 'error', path: '/error', owner: 'shell', title: 'Error', gate: { public: true } },

  customer('home', '/', 'Home'),
  customer('settings', '/settings', 'Settings'),
  customer('articles', '/articles', 'Articles'),
  customer('article', '/articles/:slug', 'Article'),
  customer('panel', '/panel', 'Game panel'),
  customer('referrals', '/referrals', 'Referrals'),
  customer('redeem', '/redeem', 'Redeem'),
  customer('subscription', '/subscription', 'Subscription'),
  customer('join', '/join/:id', 'Join', { public: true }),
  customer('earn', '/earn', 'Earn coins', { feature: { flag: 'coinEarning', is: true } }),
  customer('adventCalendar', '/adventcalendar', 'Advent calendar', {
    feature: { flag: 'adventCalendar', is: true },
  }),
  customer('serverEdit', '/server/edit/:id', 'Edit server'),
  customer('serverTransfer', '/server/transfer/:id', 'Transfer server'),

  { ...billing('invoice', '/invoice/:id', 'Invoice'), firstCalls: ['/api/invoices/:id', '/api/shop/listing'] },
  billing('invoicePayPaypal', '/invoice/:id/pay/paypal', 'PayPal subscription'),
  billing('invoicePayBalance', '/invoice/:id/pay/balance', 'Pay with balance'),
  billing('invoicePayStripe', '/invoice/:id/pay/stripe', 'Pay with Stripe'),
  billing('invoicePayCashfree', '/invoice/:id/pay/cashfree', 'Pay with CashFree'),
  billing('invoicePayCoingate', '/invoice/:id/pay/coingate', 'Pay with CoinGate'),
  billing('invoicePayLitepay', '/invoice/:id/pay/litepay', 'Pay with LitePay'),
  billing('paymentSuccess', '/invoice/:id/payment/success', 'Payment received'),
  billing('paymentCancelled', '/invoice/:id/payment/cancelled', 'Payment cancelled'),
  billing('create', '/create', 'Create server', perServerPlans),
  billing('shop', '/shop', 'Shop', perServerPlans),
  billing('shopItem', '/shop/:id', 'Shop item', perServerPlans),
  billing('shopResources', '/shop/resources/:id', 'Resources', perServerPlans),
  billing('order', '/order', 'Order', planOrdering),
  billing('orderCategory', '/order/:category', 'Order', planOrdering),
  billing('orderConfigure', '/order/:plan/configure', 'Configure plan', planOrdering),
  billing('orderReferrals', '/order/:plan/cnm/referrals', 'Referrals required', planOrdering),
  billing('funds', '/funds', 'Add funds', planOrdering),

  auth('login', '/auth/login', 'Sign in'),
  auth('verify', '/auth/verify', 'Verify your email'),
  auth('passkey', '/auth/passkey', 'Sign in with a passkey'),
  auth('authenticated', '/auth/authenticated', 'Signing you in'),
  auth('authorize', '/auth/authorize', 'Authorize application'),
  auth('oauth', '/auth/oauth', 'Continue with Discord'),
  auth('forgotPassword', '/auth/forgot-password', 'Forgot password'),
  auth('ban', '/auth/ban', 'Account suspended'),

  staff('staffHome', '/', 'Staff overview', 'STAFF'),
  staff('staffUsers', '/users', 'Users', 'STAFF'),
  staff('staffUser', '/users/:id', 'User', 'STAFF'),
  staff('staffInvoices', '/invoices', 'Invoices', 'STAFF'),
  staff('staffServers', '/servers', 'Servers', 'ADMIN'),
  staff('staffServer', '/servers/:id', 'Server', 'ADMIN'),
  staff('staffLocations', '/locations', 'Locations', 'ADMIN'),
  staff('staffLocation', '/locations/:id', 'Location', 'ADMIN'),
  staff('staffEggs', '/eggs', 'Eggs', 'ADMIN'),
  staff('staffEgg', '/eggs/:id', 'Egg', 'ADMIN'),
  staff('staffCoupons', '/coupons', 'Coupons', 'ADMIN'),
  staff('staffCoupon', '/coupons/:id', 'Coupon', 'ADMIN'),
  staff('staffDiscounts', '/discounts', 'Discounts', 'ADMIN'),
  staff('staffDiscount', '/discounts/:id', 'Discount', 'ADMIN'),
  staff('staffEvents', '/events', 'Events', 'ADMIN'),
  staff('staffHalloween', '/events/halloween', 'Halloween event', 'ADMIN'),
  staff('staffChristmas', '/events/christmas', 'Christmas event', 'ADMIN'),
  staff('staffChristmasInsights', '/events/christmas/insights', 'Christmas insights', 'ADMIN'),
  staff('staffArticles', '/articles', 'Articles', 'ADMIN'),
  staff('staffArticle', '/articles/:id', 'Article', 'ADMIN'),
  staff('staffPlans', '/plans', 'Plans', 'ADMIN'),
  staff('staffPlan', '/plans/:id', 'Plan', 'ADMIN'),
  staff('staffInsights', '/insights', 'Insights', 'ADMIN'),
  staff('staffTransactions', '/transactions', 'Transactions', 'ADMIN'),
  staff('staffTransaction', '/transactions/:id', 'Transaction', 'ADMIN'),
  staff('staffInstanceSettings', '/instance/settings', 'Instance settings', 'ADMIN'),
  staff('staffInstanceMode', '/instance/mode', 'Instance mode', 'ADMIN'),
  staff('staffAuditLogs', '/auditlogs', 'Audit logs', 'ADMIN'),
  staff('staffSidebar', '/sidebar', 'Sidebar', 'ADMIN'),
  staff('staffEarningMethods', '/earningmethods', 'Earning methods', 'ADMIN'),
  staff('staffApiKeys', '/apikeys', 'API keys', 'ADMIN'),
];

export const routesOwnedBy = (owner: RouteOwner): RouteDef[] =>
  ROUTES.filter((route) => route.owner === owner);

export const routeById = (id: string): RouteDef | undefined =>
  ROUTES.find((route) => route.id === id);

/** Auth screens show without the layout and without a signed-in user. */
export const isAuthPath = (pathname: string): boolean =>
  /(^|\/)auth(\/|$)/.test(pathname) && !pathname.startsWith('/error');

const segmentsMatch = (pattern: string, pathname: string): boolean => {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
};

/**
 * A path's route without react-router, for the shell's very first lines (before any shared
 * module may load). Overlapping patterns share their owner and gate, so the first match
 * answers for both even where react-router would rank another pattern first.
 */
export const routeAt = (pathname: string): RouteDef | null =>
  ROUTES.find((route) => segmentsMatch(route.path, pathname)) ?? null;
