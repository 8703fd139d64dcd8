// Time from navigation start to usable content, cold cache, simulated mobile (CDP network
// throttling + 4x CPU slowdown). An init script installs a MutationObserver before the page's
// own scripts run; it records performance.now() (ms since the navigation's timeOrigin) the
// first time the route's usable element is in the DOM, rendered and, where asked, enabled.
/* global window, document, location, MutationObserver -- parts of this file run in the page */
import { actLikeAPerson, freshPage } from './browser.mjs';
import { SHELL_ORIGIN, THROTTLING, USABLE_TIMEOUT_MS } from './config.mjs';

/** Runs in the page, before any of its scripts. */
function watchForUsable({ selector, text, enabled }) {
  const pattern = new RegExp(text);
  const rendered = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return el.checkVisibility ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true;
  };
  const isUsable = () =>
    [...document.querySelectorAll(selector)].some(
      (el) => pattern.test(el.textContent.trim().replace(/\s+/g, ' ')) && (!enabled || !el.disabled) && rendered(el),
    );
  const check = () => {
    if (window.__benchUsableAt !== undefined || !isUsable()) return;
    window.__benchUsableAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * One cold, throttled load; resolves to { ms } or, when it never got there, { ms: null, note }
 * (where the page was and its first heading).
 */
async function measureOnce(browser, route, storageFor) {
  const { context, page, cdp } = await freshPage(browser, await storageFor(route));
  try {
    await page.addInitScript(watchForUsable, route.usable);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latency,
      downloadThroughput: THROTTLING.downloadThroughput,
      uploadThroughput: THROTTLING.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.goto(SHELL_ORIGIN + route.path, { waitUntil: 'commit', timeout: USABLE_TIMEOUT_MS });
    await actLikeAPerson(page, route, USABLE_TIMEOUT_MS);
    await page.waitForFunction(() => window.__benchUsableAt !== undefined, null, {
      timeout: USABLE_TIMEOUT_MS,
      polling: 100,
    });
    return { ms: await page.evaluate(() => window.__benchUsableAt) };
  } catch (error) {
    const seen = await page
      .evaluate(() => `${location.pathname} "${document.querySelector('h1')?.textContent ?? document.body?.innerText.slice(0, 60) ?? ''}"`)
      .catch(() => '');
    return { ms: null, note: `${error.message.split('\n')[0]} at ${seen}` };
  } finally {
    await context.close();
  }
}

/** `runs` loads of the route; resolves to { times: [ms|null…], median, failed, notes }. */
export async function measureUsable(browser, route, storageFor, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, route, storageFor));
  const times = results.map((r) => r.ms);
  const ok = times.filter((t) => t !== null);
  const notes = results.filter((r) => r.note).map((r) => r.note);
  return { times, median: median(ok), failed: times.length - ok.length, notes };
}

export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
