import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { controlHandlers } from '../control';
import { resetDb } from '../db';
import { handlers } from '../handlers';

export const BASE_URL = 'http://localhost:3100';

/**
 * Installs the contract (and control) handlers for the calling test file, reset before each test;
 * answers the server, for a test that holds or changes one answer (`server.use`, undone after it).
 */
export function installMockApi(): SetupServer {
  const server = setupServer(...controlHandlers, ...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDb());
  afterEach(() => server.resetHandlers());
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
}

export function call(path: string, { method = 'GET', token, body, redirect }: CallOptions = {}): Promise<Response> {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect,
  });
}
