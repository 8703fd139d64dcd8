// What `pnpm bench` measures and the budgets it checks. Everything tunable lives here.
import { register } from 'tsx/esm/api';
import { APPS } from '../apps.mjs';

// The demo accounts and invoices come from the mock's seed itself, never a copy of it.
register();
const { DEMO_USERS, SEED_INVOICES } = await import('../../mocks/src/seed.ts');

/** The unpaid invoice of the mock seed. */
export const SEED_INVOICE_ID = SEED_INVOICES.unpaid;

export const SHELL_ORIGIN = `http://localhost:${APPS.shell.port}`;

const credentials = ({ email, password }) => ({ email, password });
/** Demo accounts signing in; `null` in a route is the anonymous visitor. */
export const USERS = { customer: credentials(DEMO_USERS.customer), admin: credentials(DEMO_USERS.admin) };

/**
 * The route families. `usable` says when the page counts as usable: the first element that
 * matches `selector`, whose trimmed text matches `text` (a RegExp source), is rendered and
 * (with `enabled`) not disabled. The in-page observer (usable-time.mjs) and the Playwright
 * check (js-bytes.mjs) both use it.
 */
export const ROUTES = [
  {
    id: 'login',
    label: '/auth/login',
    path: '/auth/login',
    user: null,
    remote: 'auth',
    usable: { selector: 'button', text: '^Sign in$', enabled: true },
  },
  {
    id: 'home',
    label: '/',
    path: '/',
    user: 'customer',
    remote: 'customer',
    usable: { selector: 'h1,h2,h3,[role=heading]', text: '^Welcome back, ' },
  },
  {
    // The same page, until the app itself has taken over the server-included sign-in form
    // (the form inside the auth remote's boundary). Information: the budget is on `login`.
    id: 'login-app',
    label: '/auth/login (app)',
    path: '/auth/login',
    user: null,
    remote: 'auth',
    usable: { selector: '[data-boundary="auth"] button', text: '^Sign in$', enabled: true },
  },
  {
    id: 'invoice',
    label: '/invoice/{id}',
    path: `/invoice/${SEED_INVOICE_ID}`,
    user: 'customer',
    remote: 'billing',
    usable: { selector: 'h1,h2,h3,[role=heading]', text: 'Invoice' },
  },
  {
    // The same page, until the app shows the invoice itself (its Paid/Unpaid badge inside the
    // billing remote's boundary). Information: the budget is on `invoice`.
    id: 'invoice-app',
    label: '/invoice/{id} (data)',
    path: `/invoice/${SEED_INVOICE_ID}`,
    user: 'customer',
    remote: 'billing',
    usable: { selector: '[data-boundary="billing"] .badge', text: '^(Paid|Unpaid)$' },
  },
  {
    id: 'staff',
    label: '/staff/',
    path: '/staff/',
    user: 'admin',
    remote: 'staff',
    usable: { selector: 'h1,h2,h3,[role=heading]', text: '^Staff overview$' },
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

export const USABLE_RUNS = 5;
export const LIGHTHOUSE_RUNS = 3;
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

export const KB = 1024;
export const BUDGETS = {
  loginTotalJs: 160 * KB,
  loginUsableMs: 1200,
  loginLighthouse: 95,
  /** A remote's own JS on its first screen; the billing issue allows its remote more. */
  remoteOwnJs: { default: 25 * KB, billing: 60 * KB },
  invoiceTotalJs: 200 * KB,
  invoiceUsableMs: 1500,
  invoiceLighthouse: 95,
};
