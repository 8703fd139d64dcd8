import { describe, expect, it } from 'vitest';
import { accessContext, canSeeNavEntry, canSeeRoute, hasSubscription, isAdminRank, isStaffRank, type AccessContext, type Rank } from './access';
import { isAuthPath, ROUTES, routeById, routesOwnedBy, type NavEntry, type RouteDef } from './routes';
import type { Config, User } from '@panel/api/contract';

const ctx = (overrides: Partial<Omit<AccessContext, 'features'>> & Partial<AccessContext['features']> = {}): AccessContext => ({
  features: { perServerPlans: overrides.perServerPlans ?? false, adventCalendar: overrides.adventCalendar ?? false },
  coinEarning: overrides.coinEarning ?? false,
  disableMAA: overrides.disableMAA ?? false,
  referrals: overrides.referrals ?? true,
  rank: 'rank' in overrides ? overrides.rank : 'USER',
  hasSubscription: overrides.hasSubscription ?? false,
});

const route = (path: string): RouteDef => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`No route ${path} in ROUTES`);
  return found;
};

const visible = (path: string, context: AccessContext) => canSeeRoute(route(path), context);

const PER_SERVER_PLAN_ROUTES = ['/create', '/shop', '/shop/:id', '/shop/resources/:id'];
const PLAN_ORDERING_ROUTES = ['/order', '/order/:category', '/order/:plan/configure', '/order/:plan/cnm/referrals', '/funds'];

const STAFF_ROUTES = ['/staff/', '/staff/users', '/staff/users/:id', '/staff/invoices'];
const ADMIN_ONLY_ROUTES = [
  '/staff/servers', '/staff/servers/:id', '/staff/locations', '/staff/locations/:id', '/staff/eggs',
  '/staff/eggs/:id', '/staff/coupons', '/staff/coupons/:id', '/staff/discounts', '/staff/discounts/:id',
  '/staff/events', '/staff/events/halloween', '/staff/events/christmas', '/staff/events/christmas/insights',
  '/staff/articles', '/staff/articles/:id', '/staff/plans', '/staff/plans/:id', '/staff/insights',
  '/staff/transactions', '/staff/transactions/:id', '/staff/instance/settings', '/staff/instance/mode',
  '/staff/auditlogs', '/staff/sidebar', '/staff/earningmethods', '/staff/apikeys',
];

describe('routes gated by the perServerPlans feature', () => {
  it.each([
    { perServerPlans: true, shown: PER_SERVER_PLAN_ROUTES, hidden: PLAN_ORDERING_ROUTES },
    { perServerPlans: false, shown: PLAN_ORDERING_ROUTES, hidden: PER_SERVER_PLAN_ROUTES },
  ])('perServerPlans $perServerPlans', ({ perServerPlans, shown, hidden }) => {
    for (const rank of ['USER', 'STAFF', 'ADMIN'] as const) {
      const context = ctx({ perServerPlans, rank });
      expect(shown.filter((path) => !visible(path, context)), `hidden for ${rank}`).toEqual([]);
      expect(hidden.filter((path) => visible(path, context)), `shown for ${rank}`).toEqual([]);
    }
  });
});

describe('routes gated by a single flag', () => {
  it.each([
    { path: '/earn', flags: { coinEarning: true }, expected: true },
    { path: '/earn', flags: { coinEarning: false }, expected: false },
    { path: '/earn', flags: { coinEarning: false, adventCalendar: true, perServerPlans: true }, expected: false },
    { path: '/adventcalendar', flags: { adventCalendar: true }, expected: true },
    { path: '/adventcalendar', flags: { adventCalendar: false }, expected: false },
    { path: '/adventcalendar', flags: { adventCalendar: false, coinEarning: true }, expected: false },
    { path: '/panel', flags: { disableMAA: false }, expected: true },
    { path: '/panel', flags: { disableMAA: true }, expected: false },
    { path: '/panel', flags: { disableMAA: true, coinEarning: true, adventCalendar: true, perServerPlans: true }, expected: false },
    { path: '/', flags: { disableMAA: true }, expected: true },
    { path: '/referrals', flags: { referrals: true }, expected: true },
    { path: '/referrals', flags: { referrals: false }, expected: false },
    { path: '/referrals', flags: { referrals: false, coinEarning: true, adventCalendar: true, perServerPlans: true }, expected: false },
    { path: '/join/:id', flags: { referrals: false }, expected: true },
    { path: '/subscription', flags: { hasSubscription: false }, expected: true },
    { path: '/', flags: {}, expected: true },
    { path: '/invoice/:id', flags: { perServerPlans: true }, expected: true },
    { path: '/invoice/:id', flags: { perServerPlans: false }, expected: true },
  ])('$path with $flags → $expected', ({ path, flags, expected }) => {
    expect(visible(path, ctx(flags))).toBe(expected);
  });
});

describe('staff routes by rank', () => {
  it.each([
    { rank: 'ADMIN', staff: true, admin: true },
    { rank: 'STAFF', staff: true, admin: false },
    { rank: 'USER', staff: false, admin: false },
    { rank: undefined, staff: false, admin: false },
  ] as { rank: Rank | undefined; staff: boolean; admin: boolean }[])('$rank', ({ rank, staff, admin }) => {
    const context = ctx({ rank });
    for (const path of STAFF_ROUTES) expect(visible(path, context), path).toBe(staff);
    for (const path of ADMIN_ONLY_ROUTES) expect(visible(path, context), path).toBe(admin);
  });

  it('the lists above cover every /staff route of the table', () => {
    const staffPaths = ROUTES.filter((r) => r.path.startsWith('/staff')).map((r) => r.path);
    expect([...staffPaths].sort()).toEqual([...STAFF_ROUTES, ...ADMIN_ONLY_ROUTES].sort());
  });

  it('a customer sees no /staff route at all', () => {
    expect(ROUTES.filter((r) => r.path.startsWith('/staff') && canSeeRoute(r, ctx({ rank: 'USER' })))).toEqual([]);
  });

  it('an admin sees every route whose feature gate is satisfied', () => {
    const admin = ctx({ rank: 'ADMIN', coinEarning: true, adventCalendar: true, perServerPlans: true, disableMAA: false });
    const hidden = ROUTES.filter((r) => !canSeeRoute(r, admin)).map((r) => r.path);
    expect(hidden.sort()).toEqual([...PLAN_ORDERING_ROUTES].sort());
  });
});

describe('sidebar entries', () => {
  const entry = (id: 'panel' | 'subscription' | 'articles' | 'referrals') => routeById(id) as RouteDef & { nav: NavEntry };

  it.each([
    { id: 'subscription', context: { hasSubscription: true }, linked: true },
    { id: 'subscription', context: { hasSubscription: false }, linked: false },
    { id: 'subscription', context: { hasSubscription: false, rank: 'ADMIN' }, linked: false },
    { id: 'panel', context: { disableMAA: false }, linked: true },
    { id: 'panel', context: { disableMAA: true, hasSubscription: true }, linked: false },
    { id: 'articles', context: { hasSubscription: false, disableMAA: true }, linked: true },
    { id: 'referrals', context: { referrals: true }, linked: true },
    { id: 'referrals', context: { referrals: false, rank: 'ADMIN' }, linked: false },
  ] as const)('$id with $context → linked $linked', ({ id, context, linked }) => {
    expect(canSeeNavEntry(entry(id), ctx(context))).toBe(linked);
  });
});

describe('hasSubscription', () => {
  it.each([
    { subscription: undefined, expected: false },
    { subscription: null, expected: false },
    { subscription: { plan: 'shop-discord-bot', provider: 'paypal', id: 'I_X', since: 1, cancelled: null }, expected: true },
    { subscription: { plan: 'shop-discord-bot', provider: 'stripe', id: 'sub_X', since: 1, cancelled: 2 }, expected: true },
  ] as { subscription: User['subscription'] | null; expected: boolean }[])('$subscription → $expected', ({ subscription, expected }) => {
    expect(hasSubscription({ subscription } as User)).toBe(expected);
  });

  it('is false without a user', () => {
    expect(hasSubscription(null)).toBe(false);
  });
});

describe('rank helpers', () => {
  it.each([
    ['ADMIN', true, true],
    ['STAFF', true, false],
    ['USER', false, false],
    [undefined, false, false],
  ] as [Rank | undefined, boolean, boolean][])('%s: staff %s, admin %s', (rank, staff, admin) => {
    expect(isStaffRank(rank)).toBe(staff);
    expect(isAdminRank(rank)).toBe(admin);
  });
});

describe('accessContext', () => {
  const config = {
    coinEarning: true,
    disableMAA: true,
    features: { perServerPlans: true, adventCalendar: false, pspPlansConditions: false },
    settings: { referrals: { enabled: false } },
  } as Config;

  it('takes features, coinEarning, disableMAA and referrals from the config, the rank and the subscription from the user', () => {
    expect(accessContext(config, { rank: 'STAFF' } as User)).toEqual({
      features: config.features,
      coinEarning: true,
      disableMAA: true,
      referrals: false,
      rank: 'STAFF',
      hasSubscription: false,
    });
  });

  it('has no rank and no subscription without a user', () => {
    expect(accessContext(config, null)).toMatchObject({ rank: undefined, hasSubscription: false });
  });
});

/** Spec section 2, written out by hand with `{param}` as in the spec. */
const SPEC_PATHS = [
  '/', '/settings', '/articles', '/articles/{slug}', '/panel', '/referrals', '/redeem', '/subscription',
  '/join/{id}', '/error', '/earn', '/adventcalendar',
  '/invoice/{id}', '/invoice/{id}/pay/paypal', '/invoice/{id}/pay/balance', '/invoice/{id}/pay/stripe',
  '/invoice/{id}/pay/cashfree', '/invoice/{id}/pay/coingate', '/invoice/{id}/pay/litepay',
  '/invoice/{id}/payment/success', '/invoice/{id}/payment/cancelled',
  '/server/edit/{id}', '/server/transfer/{id}',
  '/create', '/shop/', '/shop/{id}', '/shop/resources/{id}',
  '/order', '/order/{category}', '/order/{plan}/configure', '/order/{plan}/cnm/referrals', '/funds',
  '/auth/login', '/auth/verify', '/auth/passkey', '/auth/authenticated', '/auth/authorize', '/auth/oauth',
  '/auth/forgot-password', '/auth/ban',
  ...['/', '/users', '/users/{id}', '/invoices'].map((p) => `/staff${p}`),
  ...[
    '/servers', '/servers/{id}', '/locations', '/locations/{id}', '/eggs', '/eggs/{id}', '/coupons',
    '/coupons/{id}', '/discounts', '/discounts/{id}', '/events', '/events/halloween', '/events/christmas',
    '/events/christmas/insights', '/articles', '/articles/{id}', '/plans', '/plans/{id}', '/insights',
    '/transactions', '/transactions/{id}', '/instance/settings', '/instance/mode', '/auditlogs', '/sidebar',
    '/earningmethods', '/apikeys',
  ].map((p) => `/staff${p}`),
];

// Parameter names may differ; only the shape of the path matters. `/shop/` and `/shop` are one route.
const shape = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, ':param').replace(/(.)\/$/, '$1');

describe('the route table', () => {
  it.each(SPEC_PATHS)('has %s from spec section 2', (specPath) => {
    expect(ROUTES.map((r) => shape(r.path))).toContain(shape(specPath));
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it.each([
    ['/staff/', 'staff'],
    ['/invoice/:id', 'billing'],
    ['/shop/:id', 'billing'],
    ['/funds', 'billing'],
    ['/join/:id', 'customer'],
    ['/server/edit/:id', 'customer'],
    ['/auth/login', 'auth'],
    ['/error', 'shell'],
  ])('%s is owned by %s (decisions.md)', (path, owner) => {
    expect(route(path).owner).toBe(owner);
  });

  it('marks auth screens, /join and /error public, and nothing else', () => {
    const publicIds = ROUTES.filter((r) => r.gate?.public).map((r) => r.id);
    expect(publicIds.sort()).toEqual([...routesOwnedBy('auth').map((r) => r.id), 'error', 'join'].sort());
  });

  it('looks routes up by id', () => {
    expect(routeById('shopResources').path).toBe('/shop/resources/:id');
  });

  it.each([
    ['/auth/login', true],
    ['/auth', true],
    ['/auth/forgot-password', true],
    ['/error/auth', false],
    ['/authors', false],
    ['/invoice/1', false],
    ['/', false],
  ])('isAuthPath(%j) → %s', (path, expected) => {
    expect(isAuthPath(path)).toBe(expected);
  });
});
