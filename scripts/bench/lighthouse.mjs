// Lighthouse 12, default mobile config (simulated throttling), performance category only.
// One Chromium (started with chrome-launcher, which ships with lighthouse) serves every run:
// before each run, Playwright connects over CDP, writes the route's session into
// localStorage for the shell origin (or clears it) and disconnects. Lighthouse's own storage
// reset clears the HTTP cache before each run (cold load) but, with the default
// clearStorageTypes, leaves localStorage alone, so the session survives into the page.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROME_FLAGS, SHELL_ORIGIN } from './config.mjs';
import { median } from './usable-time.mjs';

async function launchChrome() {
  const require = createRequire(import.meta.resolve('lighthouse'));
  const { launch } = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

async function setStorage(port, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // Any same-origin document will do; this one runs no app code.
    await page.goto(`${SHELL_ORIGIN}/remotes.json`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser itself keeps running
  }
}

/** The metrics the performance score is made of, as "FCP 1.1 s", to say which one costs points. */
const SCORE_PARTS = [
  ['FCP', 'first-contentful-paint', 's'],
  ['SI', 'speed-index', 's'],
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
];

function scoreParts(lhr) {
  return SCORE_PARTS.map(([name, audit, unit]) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) return `${name} –`;
    const shown = unit === 's' ? `${(value / 1000).toFixed(2)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
    return `${name} ${shown}`;
  }).join(', ');
}

/**
 * `runs` Lighthouse runs per each of `routes`, the session written before each run (see
 * servers.mjs sessionProvider); resolves to
 * { [route.id]: { scores, lcps, metrics, score, lcp, lcpElements, errors } } (score 0–100, LCP in ms;
 * medians; metrics: each run's score parts as text; lcpElements: what Lighthouse named as the LCP element).
 */
export async function runLighthouse(routes, storageFor, runs, onProgress = () => {}) {
  const chrome = await launchChrome();
  const results = {};
  try {
    for (const route of routes) {
      const scores = [];
      const lcps = [];
      const metrics = [];
      const errors = [];
      const lcpElements = new Set();
      for (let i = 0; i < runs; i++) {
        try {
          await setStorage(chrome.port, await storageFor(route));
          const { lhr } = await lighthouse(SHELL_ORIGIN + route.path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableFullPageScreenshot: true,
          });
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          scores.push(Math.round(lhr.categories.performance.score * 100));
          lcps.push(lhr.audits['largest-contentful-paint'].numericValue);
          metrics.push(scoreParts(lhr));
          const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
          if (lcpNode) lcpElements.add(`${lcpNode.snippet?.slice(0, 60)} "${lcpNode.nodeLabel?.slice(0, 40)}"`);
          if (!lhr.finalDisplayedUrl.endsWith(route.path)) {
            errors.push(`ended on ${lhr.finalDisplayedUrl}`);
          }
        } catch (error) {
          errors.push(error.message);
        }
        onProgress(route, i);
      }
      results[route.id] = { scores, lcps, metrics, score: median(scores), lcp: median(lcps), lcpElements: [...lcpElements], errors };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
