import { http, HttpResponse } from 'msw';
import type { Config } from '@panel/api/contract';
import { db, publicUser, resetDb } from './db';
import { mailControlHandlers } from './auth/control';
import { deepMerge } from './deep-merge';
import { parseFailRequest, takeFailRule } from './fail-rules';
import { readJsonObject, rejectUnknownKeys } from './http/body';
import { apiError, noContent } from './http/respond';
import { stripeControlHandlers } from './stripe-control';
import { clockControlHandlers } from './clock';

const CONTROL_PREFIX = '/api/__mock/';

/** Sessions per user id: the count, never the tokens. */
function sessionCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const userId of db.sessions.values()) counts[userId] = (counts[userId] ?? 0) + 1;
  return counts;
}

/** What tests may look at; redacted like any answer: no password hash, token or one-time secret. */
const snapshot = () => ({
  users: [...db.users.values()].map((user) => ({ ...publicUser(user), ban: user.ban ?? null })),
  sessions: sessionCounts(),
  invoices: [...db.invoices.values()],
  listing: db.listing,
  plans: db.plans,
  servers: db.servers,
  config: db.config,
  paypalOrders: Object.fromEntries(db.paypalOrders),
  paypalPlans: Object.fromEntries(db.paypalPlans),
  failRules: db.failRules,
});

/**
 * Mock-only endpoints for tests and demos; not part of the API contract. Serve them before
 * the contract handlers: the last one injects the failures registered through `/fail`.
 */
export const controlHandlers = [
  // No body: the demo seed. `{"fresh": true}`: a freshly installed instance awaiting its setup.
  http.post('*/api/__mock/reset', async ({ request }) => {
    const body = await readJsonObject(request, { optional: true });
    if (body instanceof Response) return body;
    const unknownKey = rejectUnknownKeys(body, ['fresh']);
    if (unknownKey) return unknownKey;
    if (body.fresh !== undefined && typeof body.fresh !== 'boolean') return apiError(400, 'fresh must be a boolean');
    resetDb({ fresh: body.fresh === true });
    return noContent();
  }),

  http.patch('*/api/__mock/config', async ({ request }) => {
    const patch = await readJsonObject(request);
    if (patch instanceof Response) return patch;
    db.config = deepMerge<Config>(db.config, patch);
    return HttpResponse.json(db.config);
  }),

  http.post('*/api/__mock/fail', async ({ request }) => {
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const rule = parseFailRequest(body);
    if (typeof rule === 'string') return apiError(400, rule);
    db.failRules.push(rule);
    return HttpResponse.json(rule, { status: 201 });
  }),

  http.delete('*/api/__mock/fail', () => {
    db.failRules = [];
    return noContent();
  }),

  http.get('*/api/__mock/state', () => HttpResponse.json(snapshot())),

  ...stripeControlHandlers,
  ...mailControlHandlers,
  ...clockControlHandlers,

  http.all('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(CONTROL_PREFIX)) return undefined;
    const rule = takeFailRule(db.failRules, request.method, pathname);
    return rule ? apiError(rule.status, `Injected failure (${rule.status}) for ${request.method} ${pathname}`) : undefined;
  }),
];
