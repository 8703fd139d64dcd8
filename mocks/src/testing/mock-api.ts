import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { controlHandlers } from '../control';
import { resetDb } from '../db';
import { handlers } from '../handlers';
import { SEED_NOW } from '../seed/reference-time';

export const BASE_URL = 'http://localhost:3100';

/**
 * Installs the contract (and control) handlers for the calling test file, reset before each test;
 * answers the server, for a test that holds or changes one answer (`server.use`, undone after it).
 * Each test starts at the seed's reference time, its clock flowing from there: what the seed
 * dates (renewals in days, invoices falling due) behaves the same whatever day the tests run.
 */
export function installMockApi(): SetupServer {
  const server = setupServer(...controlHandlers, ...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers({ now: SEED_NOW, toFake: ['Date'], shouldAdvanceTime: true });
    resetDb();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => {
    server.close();
    // Files share a worker's modules: the next one must not start on this one's data or pinned clock.
    resetDb();
  });
  return server;
}

interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  redirect?: RequestRedirect;
  /** Further request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

export function call(path: string, { method = 'GET', token, body, redirect, headers: extra = {} }: CallOptions = {}): Promise<Response> {
  const headers = new Headers(extra);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect,
  });
}
