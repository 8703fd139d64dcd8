/**
 * The mock API of `mocks/` under msw/node, for shell tests: the same stateful handlers the
 * HTTP mock server uses, with the seed restored after each test. Test-only; production
 * code never imports this folder.
 *
 * msw starts listening on import; installMockApi() also checks that a call through the
 * API client really reaches msw, so no test can talk to a server running on localhost.
 */
import { setupServer } from 'msw/node';
import { afterEach, beforeAll } from 'vitest';
import { controlHandlers } from '../../../mocks/src/control';
import { resetDb } from '../../../mocks/src/db';
import { handlers } from '../../../mocks/src/handlers';

export { DEMO_USERS, seedConfig, seedUser } from './fixtures';

export const server = setupServer(...controlHandlers, ...handlers);
server.listen({ onUnhandledRequest: 'error' });

/** Fails loudly when the API client was created before msw patched `fetch` (see above). */
async function assertApiClientIntercepted() {
  let seen = false;
  const onStart = () => {
    seen = true;
  };
  server.events.on('request:start', onStart);
  const { api } = await import('@panel/api');
  await api.GET('/api/').catch(() => undefined);
  server.events.removeListener('request:start', onStart);
  if (!seen) throw new Error('@panel/api was imported before test-utils/mock-api: its calls bypass msw');
}

/** Serves the mock API for the calling test file; any request it does not handle fails the test. */
export function installMockApi() {
  beforeAll(assertApiClientIntercepted);
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
  // No close: the shell's test files share one module graph per worker (vitest.config.ts), so
  // this server, and the API client's view of it, outlive each file.
  return server;
}

/** Calls a mock control endpoint the way a test would over HTTP (`/api/__mock/...`). */
export async function mockControl(path: 'config' | 'fail' | 'reset', method: string, body?: unknown) {
  const response = await fetch(`${location.origin}/api/__mock/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`mock ${path} answered ${response.status}`);
}
