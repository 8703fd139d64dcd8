// Server-side include of a remote's static fragment of the first screen. A remote may
// publish `fragments/<path>.html` (for example the auth remote's sign-in form); the shell's
// server puts it in the HTML so the screen paints, and works, before any JavaScript runs.
// The app replaces it when it starts (shell/src/startup/BootFragmentDone.tsx).
//
// Which page a path is, and so which remote owns it, is the route record's answer: the shell's
// build writes the record's matcher to `route-matcher.mjs` beside index.html. The root `/` has
// `fragments/index.html`; a route of static segments has `fragments/<its path>.html`; a route whose only param is its last
// segment has `fragments/<its folder>/_.html` (`fragments/invoice/_.html` for `/invoice/:id`),
// with `{{segment}}` in it replaced by that param. The file asked for is named after the
// route, never after the request's own spelling of the path.
//
// A fragment's inline scripts run under the page's Content-Security-Policy only by their
// hashes, which the remote's build writes to its `csp.json`; they come with the fragment.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fetchText } from './fetch-text.mjs';

const TTL_MS = 5_000;
const TIMEOUT_MS = 500;
const MAX_CACHED = 500;

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);

/**
 * The route record's answer for a path, from the matcher the shell's build wrote to `dist`:
 * `{ route, params }` (`route.owner`, `route.segments`), or null.
 */
export function routeMatcherIn(dist) {
  let module;
  return async (pathname) => {
    module ??= import(pathToFileURL(path.join(dist, 'route-matcher.mjs')).href);
    return (await module).matchRoute(pathname);
  };
}

/** The fragment a matched route may have: its file under `fragments/`, and the value of `{{segment}}`. */
function fragmentOf({ route, params }) {
  const folder = route.segments.slice(0, -1);
  const last = route.segments.at(-1);
  if (last === undefined) return { file: 'fragments/index.html', segment: null };
  if (folder.some((segment) => segment.startsWith(':'))) return null;
  if (!last.startsWith(':')) return { file: `fragments/${route.segments.join('/')}.html`, segment: null };
  return { file: `fragments/${[...folder, '_'].join('/')}.html`, segment: params[last.slice(1)] };
}

const STARTUP_SCRIPT = /<script data-startup>[\s\S]*?<\/script>/g;
const STARTUP_MARK = '<!-- panel:startup-scripts -->';

/**
 * A fragment with the startup mark has the page's startup scripts (`<script data-startup>`,
 * shell/boot/inline-scripts.ts) moved from <head> to the mark, in their order: the markup above
 * it (the sign-in form) is parsed and shown before they run, its own scripts below it run after
 * them. A fragment says so when its first screen needs none of their calls before it is drawn
 * (the sign-in form's configuration call and the registry are asked for by <head>'s preload
 * links anyway); on a phone the scripts otherwise hold the form back by ~150 ms.
 */
function withStartupScriptsAtMark(template, fragmentHtml) {
  if (!fragmentHtml.includes(STARTUP_MARK)) return { page: template, fragmentHtml };
  const scripts = template.match(STARTUP_SCRIPT) ?? [];
  return { page: template.replace(STARTUP_SCRIPT, ''), fragmentHtml: fragmentHtml.replace(STARTUP_MARK, () => scripts.join('')) };
}

export function createIndexRenderer(dist) {
  const cache = new Map();
  const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));
  const matchRoute = routeMatcherIn(dist);

  /** `{ text }` (null for a non-2xx answer), or null when the remote did not answer in time. */
  async function remoteText(url) {
    const answer = await fetchText(url, TIMEOUT_MS);
    return answer && { text: answer.ok ? answer.text : null };
  }

  /** Asks the remote again; one request at a time per file, whatever the number of pages waiting. */
  function refresh(url, cached) {
    if (cached?.refreshing) return cached.refreshing;
    const refreshing = remoteText(url).then((answer) => {
      // A remote that is slow for a moment keeps its last answer: the page would otherwise lose
      // its fragment (and paint its first screen later) until the next refresh. An answer, 404
      // included, always replaces it. A remote that has not answered yet (a server still
      // starting) is asked again by the next page, not taken for one without fragments.
      if (!answer && !cached) return null;
      const text = answer ? answer.text : cached.text;
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(url, { text, expires: Date.now() + TTL_MS });
      return text;
    });
    if (cached) cached.refreshing = refreshing;
    return refreshing;
  }

  /**
   * The remote's file, from the cache when there is one: an answer older than TTL_MS is still
   * served while a fresh one is asked for behind it, so no page waits for a remote it has already
   * heard from (stale-while-revalidate).
   */
  async function cachedText(url) {
    const cached = cache.get(url);
    if (!cached) return refresh(url);
    if (cached.expires <= Date.now()) refresh(url, cached).catch(() => {});
    return cached.text;
  }

  async function scriptHashesOf(base) {
    try {
      return JSON.parse((await cachedText(new URL('csp.json', base).href)) ?? '{}').scriptHashes ?? [];
    } catch {
      return [];
    }
  }

  async function fragmentFor(pathname) {
    const match = await matchRoute(pathname);
    const fragment = match && fragmentOf(match);
    if (!fragment) return null;
    const entry = readJson('remotes.json').remotes?.find((remote) => remote.name === match.route.owner);
    if (!entry) return null;
    const base = new URL('.', entry.entry);
    const text = await cachedText(new URL(fragment.file, base).href);
    if (text === null) return null;
    const html = fragment.segment === null ? text : text.replaceAll('{{segment}}', escapeHtml(fragment.segment));
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
    const { page, fragmentHtml } = withStartupScriptsAtMark(template, fragment.html);
    return {
      html: page.replace('<div id="root">', `<div data-boot-fragment>${fragmentHtml}</div><div id="root">`),
      scriptHashes: fragment.scriptHashes,
    };
  };
}
