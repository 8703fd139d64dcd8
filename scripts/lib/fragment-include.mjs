// Server-side include of a remote's static fragment of the first screen. A remote may
// publish `fragments/<path>.html` (for example the auth remote's sign-in form); the shell's
// server puts it in the HTML so the screen paints, and works, before any JavaScript runs.
// The app replaces it when it starts (shell/src/startup/BootFragmentDone.tsx).
//
// `fragments/<path>.html` answers exactly that path. A fragment named `_.html` answers any
// one last segment in its folder (`fragments/invoice/_.html` for `/invoice/{id}`), with
// `{{segment}}` in it replaced by that segment.
//
// A fragment's inline scripts run under the page's Content-Security-Policy only by their
// hashes, which the remote's build writes to its `csp.json`; they come with the fragment.
import fs from 'node:fs';
import path from 'node:path';

const TTL_MS = 5_000;
const TIMEOUT_MS = 500;
const SAFE_PATH = /^(\/[a-z0-9-]+)+$/i;
const MAX_CACHED = 500;

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);

export function createIndexRenderer(dist) {
  const cache = new Map();
  const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));

  async function fetchText(url) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  }

  async function cachedText(url) {
    const cached = cache.get(url);
    if (cached && cached.expires > Date.now()) return cached.text;
    const text = await fetchText(url);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(url, { text, expires: Date.now() + TTL_MS });
    return text;
  }

  async function scriptHashesOf(base) {
    try {
      return JSON.parse((await cachedText(new URL('csp.json', base).href)) ?? '{}').scriptHashes ?? [];
    } catch {
      return [];
    }
  }

  async function fragmentFor(pathname) {
    if (!SAFE_PATH.test(pathname)) return null;
    const owner = readJson('route-owners.json')[pathname.split('/')[1]];
    const entry = readJson('remotes.json').remotes?.find((remote) => remote.name === owner);
    if (!entry) return null;
    const base = new URL('.', entry.entry);
    const exact = await cachedText(new URL(`fragments${pathname}.html`, base).href);
    if (exact !== null) return { html: exact, scriptHashes: await scriptHashesOf(base) };
    const cut = pathname.lastIndexOf('/');
    if (cut <= 0) return null;
    const anySegment = await cachedText(new URL(`fragments${pathname.slice(0, cut)}/_.html`, base).href);
    if (anySegment === null) return null;
    const html = anySegment.replaceAll('{{segment}}', escapeHtml(pathname.slice(cut + 1)));
    return { html, scriptHashes: await scriptHashesOf(base) };
  }

  /**
   * index.html for this path, with the owning remote's fragment when it has one, and the
   * hashes of the fragment's inline scripts.
   */
  return async function renderIndex(pathname) {
    const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const fragment = await fragmentFor(pathname).catch(() => null);
    if (!fragment) return { html: template, scriptHashes: [] };
    return {
      html: template.replace('<div id="root">', `<div data-boot-fragment>${fragment.html}</div><div id="root">`),
      scriptHashes: fragment.scriptHashes,
    };
  };
}
