// The JavaScript and CSS a cold page load downloads, as the browser saw it: every Script / JS
// and Stylesheet response of one load of the route (until the usable element is shown and the network has
// been quiet for a second), with its transferred body size and its decoded text.
//
// Bytes are the body as it came over the wire: CDP Network.loadingFinished.encodedDataLength
// minus the response headers (Network.responseReceived's response.encodedDataLength, the
// bytes received up to the headers). With `acceptEncoding: 'gzip, deflate'` the servers
// answer with gzip (or identity under compression's 1 KB threshold), which is the figure
// the budgets use; without it Chromium gets what it asks for by default (brotli here).
/* global document -- the inline-style count runs in the page */
import { gzipSync } from 'node:zlib';
import { APPS } from '../apps.mjs';
import { actLikeAPerson, freshPage, usableLocator } from './browser.mjs';
import { SHELL_ORIGIN, USABLE_TIMEOUT_MS } from './config.mjs';

const APP_BY_ORIGIN = new Map(Object.entries(APPS).map(([name, app]) => [`http://localhost:${app.port}`, name]));

/** Which app served a URL: 'shell', a remote's name, or 'other' (third parties). */
export const appOf = (url) => APP_BY_ORIGIN.get(new URL(url).origin) ?? 'other';

const isJs = (entry) => entry.type === 'Script' || /javascript|ecmascript/.test(entry.mimeType ?? '');
const isCss = (entry) => entry.type === 'Stylesheet' || /text\/css/.test(entry.mimeType ?? '');
const counted = (entry) => isJs(entry) || isCss(entry);

/**
 * Loads the route once in a fresh context. Resolves to { usable, responses, stylesheets }, each
 * [{ url, app, bytes, encoding, body }] (JS, then CSS files), in request order.
 */
export async function collectJs(browser, route, storageFor, { acceptEncoding = null } = {}) {
  const { context, page, cdp } = await freshPage(browser, await storageFor(route));
  try {
    await cdp.send('Network.enable');
    if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });

    const entries = new Map();
    const inFlight = new Set();
    let lastActivity = Date.now();
    const touch = () => (lastActivity = Date.now());
    cdp.on('Network.requestWillBeSent', (e) => {
      inFlight.add(e.requestId);
      touch();
      if (!entries.has(e.requestId)) entries.set(e.requestId, { url: e.request.url, type: e.type });
    });
    cdp.on('Network.responseReceived', (e) => {
      const entry = entries.get(e.requestId) ?? { url: e.response.url };
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      Object.assign(entry, {
        type: e.type,
        mimeType: e.response.mimeType,
        status: e.response.status,
        encoding: headers['content-encoding'] ?? 'identity',
        headerBytes: e.response.encodedDataLength,
        fromCache: e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker,
      });
      entries.set(e.requestId, entry);
    });
    cdp.on('Network.loadingFinished', (e) => {
      inFlight.delete(e.requestId);
      touch();
      const entry = entries.get(e.requestId);
      if (!entry || !counted(entry)) return;
      entry.bytes = e.encodedDataLength - (entry.headerBytes ?? 0);
      entry.bodyPromise = cdp
        .send('Network.getResponseBody', { requestId: e.requestId })
        .then(({ body, base64Encoded }) => (base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body))
        .catch(() => '');
    });
    cdp.on('Network.loadingFailed', (e) => {
      inFlight.delete(e.requestId);
      touch();
    });

    await page.goto(SHELL_ORIGIN + route.path, { waitUntil: 'commit' });
    let usable = true;
    try {
      await actLikeAPerson(page, route, USABLE_TIMEOUT_MS);
      await usableLocator(page, route.usable).waitFor({ state: 'visible', timeout: USABLE_TIMEOUT_MS });
    } catch {
      usable = false;
    }
    // Lazy chunks may still be on their way: wait for a quiet second (at most 10 s).
    const quietUntil = Date.now() + 10_000;
    while ((inFlight.size > 0 || Date.now() - lastActivity < 1000) && Date.now() < quietUntil) {
      await page.waitForTimeout(100);
    }

    // <style> elements of the document (the HTML's own and any a script inserted), as gzip would send them.
    const inlineStyles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n'));
    const inlineStyleBytes = inlineStyles ? gzipSync(inlineStyles).length : 0;

    const responses = [];
    const stylesheets = [];
    const fromNetwork = new Set([...entries.values()].filter((entry) => !entry.fromCache).map((entry) => entry.url));
    for (const entry of entries.values()) {
      if (!counted(entry) || entry.bytes === undefined) continue;
      // A script the page preloaded and ran later: its bytes are the preload's, counted once.
      if (entry.fromCache && fromNetwork.has(entry.url)) continue;
      if (entry.fromCache) throw new Error(`${entry.url} came from a cache in a fresh context`);
      (isJs(entry) ? responses : stylesheets).push({
        url: entry.url,
        app: appOf(entry.url),
        bytes: entry.bytes,
        encoding: entry.encoding,
        body: await entry.bodyPromise,
      });
    }
    return { usable, responses, stylesheets, inlineStyleBytes };
  } finally {
    await context.close();
  }
}

/** Byte totals: { total, byApp: { shell, auth, …, other } }. */
export function sumBytes(responses) {
  const byApp = {};
  for (const r of responses) byApp[r.app] = (byApp[r.app] ?? 0) + r.bytes;
  return { total: responses.reduce((sum, r) => sum + r.bytes, 0), byApp };
}
