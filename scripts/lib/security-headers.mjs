// The security headers of the servers that ship the apps (scripts/serve-app.mjs): the ones
// every response carries, and the Content-Security-Policy of the shell's pages.
import fs from 'node:fs';
import path from 'node:path';
import { configuredSources, contentSecurityPolicy } from './content-security-policy.mjs';
import { fetchText } from './fetch-text.mjs';

const CONFIG_TTL_MS = 5_000;
const CONFIG_TIMEOUT_MS = 500;

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
 * build wrote to csp.json, and the outside services the instance's public config turns on.
 */
export function createPagePolicy({ dist, apiTarget }) {
  const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
  let config = { value: null, expires: 0, refreshing: null };

  function refreshConfig() {
    config.refreshing ??= (async () => {
      let value = null;
      const answer = await fetchText(`${apiTarget}/api/`, CONFIG_TIMEOUT_MS);
      try {
        if (answer?.ok) value = JSON.parse(answer.text);
      } catch {
        // Without the config the page gets no ad or analytics origins; the panel works without them.
      }
      config = { value, expires: Date.now() + CONFIG_TTL_MS, refreshing: null };
      return value;
    })();
    return config.refreshing;
  }

  /** The instance's public config; an older one is used while a fresh one is asked for (no page waits on it). */
  async function instanceConfig() {
    if (config.expires === 0) return refreshConfig();
    if (config.expires <= Date.now()) void refreshConfig();
    return config.value;
  }

  /** The page's policy; `fragmentScriptHashes`: those of a server-included fragment. */
  return async function pagePolicy(fragmentScriptHashes = []) {
    const remoteOrigins = (readJson('remotes.json').remotes ?? []).map((remote) => new URL(remote.entry).origin);
    return contentSecurityPolicy({
      remoteOrigins,
      scriptHashes: [...readJson('csp.json').scriptHashes, ...fragmentScriptHashes],
      extra: configuredSources(await instanceConfig()),
    });
  };
}
