import type { Page } from '@playwright/test';

export const TURNSTILE_SITEKEY = '1x00000000000000000000AA';
export const FAKE_TURNSTILE_TOKEN = 'fake-turnstile-token';

// A stand-in for Cloudflare's script, served at its real URL: a checkbox-like button that
// answers with a token when clicked, through the same API the real widget offers.
const FAKE_TURNSTILE = `
window.turnstile = {
  render(container, options) {
    if (options.sitekey !== ${JSON.stringify(TURNSTILE_SITEKEY)}) throw new Error('unexpected sitekey ' + options.sitekey);
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Verify you are human';
    button.onclick = function () { button.textContent = 'Success!'; options.callback(${JSON.stringify(FAKE_TURNSTILE_TOKEN)}); };
    container.append(button);
    return 'widget-1';
  },
  reset() {},
  remove() {},
};`;

/** Serves the fake at Cloudflare's address; answers the URLs it was loaded from. */
export async function serveFakeTurnstile(page: Page): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://challenges.cloudflare.com/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE });
  });
  return loads;
}
