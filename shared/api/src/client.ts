import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { ApiError, apiErrorFrom } from './api-error';
import { takeEarlyResponse } from './early-responses';
import { readStoredToken } from './stored-token';
import { CallTimedOut, withTimeLimit } from './time-limit';

/** decisions.md: authenticated calls send the bearer token kept in localStorage `token`. */
const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = readStoredToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls `listener` whenever an authenticated call answers 401: the session is no longer
 * valid. The shell decides what that means. Calls under `/api/auth/` are left out: their
 * 401 is an answer about the credentials just sent (wrong password), which the screen shows.
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const sessionExpiry: Middleware = {
  onResponse({ request, response }) {
    if (response.status !== 401 || !request.headers.has('Authorization')) return undefined;
    if (new URL(request.url).pathname.startsWith('/api/auth/')) return undefined;
    for (const listener of [...unauthorizedListeners]) listener();
    return undefined;
  },
};

const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/** The typed client of the API contract (mocks/openapi.yaml); paths start with `/api`. */
// fetch is looked up per call, so whatever fetch is current (an msw interceptor in tests) answers;
// a call the page's inline script already made is answered by that (once), and by the network
// again if that early call failed. Every call, early or not, has the same time limit.
const send = (request: Request): Promise<Response> =>
  takeEarlyResponse(request)?.catch(() => globalThis.fetch(request)) ?? globalThis.fetch(request);

export const api = createClient<paths>({
  baseUrl: origin,
  fetch: (request) => withTimeLimit(request, send),
});
api.use(bearerToken, sessionExpiry);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Unwraps an openapi-fetch result: the data on success, an ApiError otherwise. */
export async function call<T>(request: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await request;
  } catch (cause) {
    if (cause instanceof CallTimedOut) throw new ApiError(0, cause.message, undefined, 'timeout');
    throw new ApiError(0, cause instanceof Error ? `Network error: ${cause.message}` : 'Network error');
  }
  if (!result.response.ok) throw apiErrorFrom(result.response, result.error);
  return result.data as T;
}
