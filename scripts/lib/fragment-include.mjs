// Server-side include of a remote's static fragment of the first screen. A remote may
// publish `fragments/<path>.html` (for example the auth remote's sign-in form); the shell's
// server puts it in the HTML so the screen paints, and works, before any JavaScript runs.
// The app replaces it when it starts (shell/src/startup/BootFragmentDone.tsx).
//
// `fragments/<path>.html` answers exactly that path. A fragment named `_.html` answers any
// one last segment in its folder (`fragments/invoice/_.html` for `/invoice/{id}`), with
// `{{segment}}` in it replaced by that segment.
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

  async function fetchFragment(url) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  }

  async function cachedFragment(url) {
    const cached = cache.get(url);
    if (cached && cached.expires > Date.now()) return cached.fragment;
    const fragment = await fetchFragment(url);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(url, { fragment, expires: Date.now() + TTL_MS });
    return fragment;
  }

  async function fragmentFor(pathname) {
    if (!SAFE_PATH.test(pathname)) return null;
    const owner = readJson('route-owners.json')[pathname.split('/')[1]];
    const entry = readJson('remotes.json').remotes?.find((remote) => remote.name === owner);
    if (!entry) return null;
    const base = new URL('.', entry.entry);
    const exact = await cachedFragment(new URL(`fragments${pathname}.html`, base).href);
    if (exact !== null) return exact;
    const cut = pathname.lastIndexOf('/');
    if (cut <= 0) return null;
    const anySegment = await cachedFragment(new URL(`fragments${pathname.slice(0, cut)}/_.html`, base).href);
    return anySegment?.replaceAll('{{segment}}', escapeHtml(pathname.slice(cut + 1))) ?? null;
  }

  /** index.html for this path, with the owning remote's fragment when it has one. */
  return async function renderIndex(pathname) {
    const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const fragment = await fragmentFor(pathname).catch(() => null);
    return fragment
      ? template.replace('<div id="root">', `<div data-boot-fragment>${fragment}</div><div id="root">`)
      : template;
  };
}
