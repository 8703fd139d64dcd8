import { readStoredToken } from './stored-token';

/**
 * Answers to GET calls that index.html's inline script (shell/boot/early-api-calls.js)
 * started before any bundle ran. Each is taken once, by the first matching call made with the
 * same token (or, for the visitor's configuration call, none) shortly after the page loaded;
 * anything else goes to the network.
 */
interface EarlyCall {
  /** null: asked without a session. */
  token: string | null;
  startedAt: number;
  response: Promise<Response>;
  /** The body of a 2xx answer, read once for every reader of the page; rejects otherwise. */
  json: Promise<unknown>;
  /** The parsed body of a 2xx answer, once it has arrived. */
  data?: unknown;
}

declare global {
  interface Window {
    __PANEL_EARLY_API__?: Record<string, EarlyCall | undefined>;
    /** Starts one more early call (a fragment's, from the first answers); its parsed answer. */
    __PANEL_EARLY_GET__?: (path: string) => Promise<unknown>;
  }
}

/** Later than this, a fresh answer is worth another round trip. */
export const EARLY_RESPONSE_MAX_AGE_MS = 15_000;

/**
 * The parsed answer of an early GET of `path` that has already arrived, for the current
 * token; it does not take the call (the client still does, when the screen asks).
 */
export function peekEarlyData<T>(path: string): T | undefined {
  const call = typeof window === 'undefined' ? undefined : window.__PANEL_EARLY_API__?.[path];
  if (!call || call.token !== readStoredToken() || Date.now() - call.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  return call.data as T | undefined;
}

export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__PANEL_EARLY_API__;
  if (!calls || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (typeof location !== 'undefined' && url.origin !== location.origin) return undefined;
  const key = url.pathname + url.search;
  const call = calls[key];
  if (!call) return undefined;
  delete calls[key];
  if (request.headers.get('Authorization') !== (call.token === null ? null : `Bearer ${call.token}`)) return undefined;
  if (Date.now() - call.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  return call.response;
}
