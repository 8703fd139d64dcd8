import type { Page, Route } from '@playwright/test';

/** Holds every request to `url` until released; later ones go straight through. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Holds every script file the page asks for until released: the page as it is before JavaScript runs. */
export const holdScripts = (page: Page): Promise<() => Promise<void>> => holdRequests(page, /\.js(\?|$)/);
