/**
 * Fakes of the ad services' scripts, served with `page.route` at their real URLs (page routes
 * take precedence over the fixture's closed network). Each fake fills the ad box with an ad far
 * taller than the box, as a real one may, and marks the box filled; `hold` keeps the script back
 * until `release()`, so a journey can measure the page before the ad arrives.
 */
import type { Page } from '@playwright/test';

export const ADSENSE_SCRIPT = /^https:\/\/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js/;
export const ADSTERRA_BANNER = 'https://www.highperformanceformat.com/0123abcd/invoke.js';
export const ADSTERRA_SCRIPT = /^https:\/\/www\.highperformanceformat\.com\//;

const FILL = `(() => {
  const box = document.querySelector('.shell-ad-fill');
  const ad = document.createElement('div');
  ad.textContent = 'Fake ad';
  ad.style.height = '600px';
  ad.style.background = '#ccc';
  ad.style.color = '#000';
  box.append(ad);
  box.closest('[data-testid="ad-slot"]').dataset.filled = 'true';
})();`;

export interface FakeAd {
  release: () => void;
  requests: () => number;
}

export async function fakeAdScript(page: Page, url: RegExp, { hold = false } = {}): Promise<FakeAd> {
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await released;
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: FILL });
  });
  return { release: () => release(), requests: () => count };
}

/** An ad blocker: the ad script's request fails. */
export async function blockAdScript(page: Page, url: RegExp): Promise<void> {
  await page.route(url, (route) => route.abort('blockedbyclient'));
}
