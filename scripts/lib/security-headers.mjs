// The security headers of the servers that ship the apps (scripts/serve-app.mjs): the ones
// every response carries, and the Content-Security-Policy of the shell's pages.
import fs from 'node:fs';
import path from 'node:path';
import { configuredSources, contentSecurityPolicy } from './content-security-policy.mjs';
import { fetchText } from './fetch-text.mjs';

const CONFIG_TTL_MS = 5_000;
const CONFIG_TIMEOUT_MS = 500;
/** Configs kept at once: one per mock scope seen lately (journeys each have their own), the oldest dropped first. */
const MAX_CACHED_SCOPES = 100;

/**
 * The cookie that names a visitor's scope of the mock API's state (mocks/src/scope.ts
 * SCOPE_COOKIE): each browser journey patches its own scope's config, and the page's policy
 * must allow what that config turns on. Only a plain token, as the mock accepts.
 */
export const MOCK_SCOPE_COOKIE = 'mock-scope';
const SCOPE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The mock scope a request's Cookie header names, or null (none, or not a scope id). */
export function mockScopeOf(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === MOCK_SCOPE_COOKIE) return SCOPE_ID.test(value.join('=')) ? value.join('=') : null;
  }
  return null;
}

/** An HTML file served as it is (a remote's fragment) is no page: opened directly, it may do nothing. */
export const STATIC_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * On every response: no type sniffing (a JSON or text answer is never run as a script or
 * page), and other sites learn only our origin from a link, never a path with an invoice id
 * or a one-time code. Stripe.js needs the origin, so the referrer is not cut entirely.
 */
export function commonSecurityHeaders(_req, res, next) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
}

/**
 * The policy of the shell's pages, built per request from what is served now: the remote
 * origins of remotes.json (so a moved remote keeps working), the inline script hashes the
 * build wrote to csp.json, and the outside services the public config turns on, as the
 * visitor's own API call would answer it: the request's mock scope cookie, and only that, goes
 * with the config call (none when the visitor has none, as before a real backend), and each
 * scope's config is kept apart.
 */
export function createPagePolicy({ dist, apiTarget }) {
  const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
  /** Scope (`''`: none) → `{ value, expires, refreshing }`. */
  const configs = new Map();

  function refreshConfig(scope) {
    const entry = configs.get(scope);
    entry.refreshing ??= (async () => {
      let value = null;
      const headers = scope ? { cookie: `${MOCK_SCOPE_COOKIE}=${scope}` } : {};
      const answer = await fetchText(`${apiTarget}/api/`, CONFIG_TIMEOUT_MS, { headers });
      try {
        if (answer?.ok) value = JSON.parse(answer.text);
      } catch {
        // Without the config the page gets no ad or analytics origins; the panel works without them.
      }
      Object.assign(entry, { value, expires: Date.now() + CONFIG_TTL_MS, refreshing: null });
      return value;
    })();
    return entry.refreshing;
  }

  /** The public config of the scope; an older one is used while a fresh one is asked for (no page waits on it). */
  async function instanceConfig(scope) {
    const entry = configs.get(scope);
    if (!entry) {
      configs.set(scope, { value: null, expires: 0, refreshing: null });
      if (configs.size > MAX_CACHED_SCOPES) configs.delete(configs.keys().next().value);
      return refreshConfig(scope);
    }
    if (entry.expires === 0) return refreshConfig(scope);
    if (entry.expires <= Date.now()) void refreshConfig(scope);
    return entry.value;
  }

  /** The page's policy; `fragmentScriptHashes`: those of a server-included fragment; `cookieHeader`: the page request's Cookie header. */
  return async function pagePolicy(fragmentScriptHashes = [], cookieHeader = undefined) {
    const remoteOrigins = (readJson('remotes.json').remotes ?? []).map((remote) => new URL(remote.entry).origin);
    return contentSecurityPolicy({
      remoteOrigins,
      scriptHashes: [...readJson('csp.json').scriptHashes, ...fragmentScriptHashes],
      extra: configuredSources(await instanceConfig(mockScopeOf(cookieHeader) ?? '')),
    });
  };
}
