// What `pnpm bench` measures and the budgets it checks. Everything tunable lives here.
import { register } from 'tsx/esm/api';
import { APPS } from '../apps.mjs';

// The demo accounts and invoices come from the mock's seed itself, never a copy of it.
register();
const { DEMO_USERS, SEED_INVOICES, createSeedState } = await import('../../mocks/src/seed.ts');
const seed = createSeedState();

export const KB = 1024;

/** The unpaid invoice of the mock seed, and what it asks for. */
export const SEED_INVOICE_ID = SEED_INVOICES.unpaid;
const SEED_INVOICE_AMOUNT = seed.invoices.get(SEED_INVOICE_ID).amount;
/** The demo customer's balance in the seed. */
const DEMO_BALANCE = seed.users.get(DEMO_USERS.customer.id).balance;
/** The demo customer's first server in the seed, as its card on the home names it. */
const DEMO_FIRST_SERVER = seed.domain.servers.find((server) => server.uid === DEMO_USERS.customer.id).name;

/** The first plan the order catalogue lists (the listing's first plan on sale), and the first game /create offers. */
const FIRST_PLAN = seed.domain.plans.find((plan) => !plan.invisible).name;
const FIRST_EGG = seed.domain.eggs[0].name;

/** The staff area's figures: every account, and the first one the users table lists. */
const USER_COUNT = seed.users.size;
const FIRST_USER_EMAIL = [...seed.users.values()][0].email;

export const SHELL_ORIGIN = `http://localhost:${APPS.shell.port}`;

const credentials = ({ email, password }) => ({ email, password });
/** Demo accounts signing in; `null` in a route is the anonymous visitor. */
export const USERS = { customer: credentials(DEMO_USERS.customer), admin: credentials(DEMO_USERS.admin) };

/**
 * The seeded figure a route's data row waits for, however the screen formats it ("$4.99",
 * "4,99 €", "ALL 4.99 / month"): an element whose text starts with it.
 */
const moneyText = (amount) => `^\\D{0,4}\\s?${amount.toFixed(2).replace('.', '[.,]')}(?!\\d)`;

/**
 * The route families. `usable` says when the page counts as usable: the first element that
 * matches `selector`, whose trimmed text matches `text` (a RegExp source), is rendered and
 * (with `enabled`) not disabled. The in-page observer (usable-time.mjs) and the Playwright
 * check (js-bytes.mjs) both use it. Budgets are on what a person came for: a form to type into
 * on /auth/login, the data on the other pages; rows without `budget` are information (the
 * frame-based figures of earlier benches).
 */
export const ROUTES = [
  {
    id: 'login',
    label: '/auth/login',
    path: '/auth/login',
    user: null,
    remote: 'auth',
    usable: { selector: 'button', text: '^Sign in$', enabled: true },
    budget: { totalJs: 160 * KB, usableMs: 1200, lighthouse: 95, css: 25 * KB },
  },
  {
    // The same page for a person who taps the email field as soon as the form shows: the page
    // starts the app then (shell/boot/start-app.js), and this row times it until the app has taken
    // over the form (the form inside the auth remote's boundary) and counts what signing in loads.
    id: 'login-app',
    label: '/auth/login (app after a tap, info)',
    path: '/auth/login',
    user: null,
    remote: 'auth',
    tapOnce: 'input[name=email]',
    usable: { selector: '[data-boundary="auth"] button', text: '^Sign in$', enabled: true },
  },
  {
    // The customer's balance (25.50 in the seed), as the home shows it: first the customer
    // remote's server-included fragment (inside the remote's boundary), filled from the page's
    // early user-info call, then the home screen in the same place.
    id: 'home',
    label: '/ (balance)',
    path: '/',
    user: 'customer',
    remote: 'customer',
    usable: { selector: '[data-boundary="customer"] *', text: moneyText(DEMO_BALANCE) },
    budget: { usableMs: 1800, css: 25 * KB },
  },
  {
    // The customer's servers: the first server card's name (a heading inside its card), drawn by
    // the customer remote's app from the servers list and that server's own call. What a
    // customer opens the panel for, so the data budget and JS budget are here.
    id: 'home-servers',
    label: '/ (server cards)',
    path: '/',
    user: 'customer',
    remote: 'customer',
    usable: { selector: '[data-boundary="customer"] article h3', text: `^${DEMO_FIRST_SERVER}$` },
    budget: { usableMs: 1800, totalJs: 200 * KB },
  },
  {
    // The same figure, once the customer remote's React screen shows it (the app's root).
    id: 'home-app',
    label: '/ (balance, app, info)',
    path: '/',
    user: 'customer',
    remote: 'customer',
    usable: { selector: '#root [data-boundary="customer"] *', text: moneyText(DEMO_BALANCE) },
  },
  {
    // The invoice's amount (4.99 in the seed): the billing remote's server-included fragment
    // (inside the remote's boundary) draws the whole invoice from the page's early calls; the
    // app starts when the person first acts (the next row).
    id: 'invoice',
    label: '/invoice/{id} (amount)',
    path: `/invoice/${SEED_INVOICE_ID}`,
    user: 'customer',
    remote: 'billing',
    usable: { selector: '[data-boundary="billing"] *', text: moneyText(SEED_INVOICE_AMOUNT) },
    budget: { usableMs: 1500, lighthouse: 95, css: 25 * KB },
  },
  {
    // The same page for a person who taps it as soon as the invoice shows: the app starts then
    // and this row times it until the billing remote's React screen shows the amount (the
    // app's root). Its JS is what paying needs, so the JS budget is here.
    id: 'invoice-app',
    label: '/invoice/{id} (amount, app after a tap, info)',
    path: `/invoice/${SEED_INVOICE_ID}`,
    user: 'customer',
    remote: 'billing',
    tapOnce: '[data-boot-fragment] h1',
    usable: { selector: '#root [data-boundary="billing"] *', text: moneyText(SEED_INVOICE_AMOUNT) },
    budget: { totalJs: 200 * KB },
  },
  {
    // The server-included frame's heading, before any data: the figure earlier benches timed.
    id: 'invoice-frame',
    label: '/invoice/{id} (frame, info)',
    path: `/invoice/${SEED_INVOICE_ID}`,
    user: 'customer',
    remote: 'billing',
    usable: { selector: 'h1,h2,h3,[role=heading]', text: 'Invoice' },
  },
  {
    // Plans mode's catalogue (`perServerPlans` off): the first plan card's name, drawn from the
    // shop listing by the billing remote's order screen. The data and JS budgets.
    id: 'order',
    label: '/order (plan cards)',
    path: '/order',
    user: 'customer',
    remote: 'billing',
    config: { features: { perServerPlans: false } },
    usable: { selector: '[data-boundary="billing"] .order-plan-name', text: `^${FIRST_PLAN}$` },
    budget: { usableMs: 1800, totalJs: 200 * KB },
  },
  {
    // The same card once the billing remote's React screen draws it (the app's root): the
    // server-included fragment shows the cards first, the app takes over right after.
    id: 'order-app',
    label: '/order (plan cards, app, info)',
    path: '/order',
    user: 'customer',
    remote: 'billing',
    config: { features: { perServerPlans: false } },
    usable: { selector: '#root [data-boundary="billing"] .order-plan-name', text: `^${FIRST_PLAN}$` },
  },
  {
    // The resource split's catalogue (the seed's mode): the first game's radio card on /create,
    // drawn from the eggs list by the billing remote's create screen.
    id: 'create',
    label: '/create (game cards)',
    path: '/create',
    user: 'customer',
    remote: 'billing',
    usable: { selector: '[data-boundary="billing"] .ui-radio-card-label', text: FIRST_EGG.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') },
    budget: { usableMs: 1800, totalJs: 200 * KB },
  },
  {
    // The same card in the app's form, which can be filled in (the fragment's is inert until then).
    id: 'create-app',
    label: '/create (game cards, app, info)',
    path: '/create',
    user: 'customer',
    remote: 'billing',
    usable: { selector: '#root [data-boundary="billing"] .ui-radio-card-label', text: FIRST_EGG.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') },
  },
  {
    // The staff dashboard's first figure (the seed's user count) in the staff remote's
    // dashboard, drawn from GET /api/staff/dashboard; information (its issue sets no budget).
    id: 'staff',
    label: '/staff/ (user count, info)',
    path: '/staff/',
    user: 'admin',
    remote: 'staff',
    // It draws charts: their library may load here, once.
    charts: true,
    usable: { selector: '[data-boundary="staff"] .ui-stats a', text: `^${USER_COUNT}$` },
  },
  {
    // The revenue insights' first chart drawn (uPlot's root): the page the chart library is for;
    // information (its issue sets no time), and the proof that the library marker still matches.
    id: 'staff-insights',
    label: '/staff/insights (first chart, info)',
    path: '/staff/insights',
    user: 'admin',
    remote: 'staff',
    charts: true,
    usable: { selector: '[data-boundary="staff"] .uplot', text: '' },
  },
  {
    // The first page of the users table: the first account's email in its row (server paged,
    // creation order). Issue 15's budget: visible within 2 s; no chart library on this page.
    id: 'staff-users',
    label: '/staff/users (first row)',
    path: '/staff/users',
    user: 'admin',
    remote: 'staff',
    usable: { selector: '[data-boundary="staff"] td', text: `^${FIRST_USER_EMAIL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` },
    budget: { usableMs: 2000 },
  },
];

/**
 * Simulated mobile for the "usable" timing, applied over CDP. Throughput uses the Lighthouse
 * convention (1.6 Mbps = 1.6 * 1024 * 1024 / 8 bytes/s ≈ 209,715 B/s; 750 kbps = 96,000 B/s),
 * i.e. the same numbers as Lighthouse's devtools "mobileSlow4G" preset.
 */
export const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Moto G Power-sized viewport, as Lighthouse's mobile emulation. */
export const MOBILE_VIEWPORT = { width: 412, height: 823 };

// Cold loads on a shared 2-core host swing by a third either way from one minute to the next:
// nine loads (and five Lighthouse runs) per row keep the median from resting on one or two.
export const USABLE_RUNS = 9;
export const LIGHTHOUSE_RUNS = 5;
/** A run that has not shown the usable element by then counts as failed. */
export const USABLE_TIMEOUT_MS = 30_000;

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
];

/**
 * A remote's own JS on its first screen (the rows that are not information). The billing issue
 * allows its remote more; the customer issue budgets the home as a whole page (200 KB with the
 * shell's 161), and the home's own part is its remoteEntry (16), SWR (6, loaded by the first
 * remote that fetches) and the home (17). The staff issue budgets time, not bytes: its users
 * table (the kit's DataTable with TanStack Table, filters, CSV) is 51.5 KB of its own.
 */
export const REMOTE_OWN_JS = { default: 25 * KB, billing: 60 * KB, customer: 40 * KB, staff: 55 * KB };
