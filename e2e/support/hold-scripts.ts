import type { Page, Route } from '@playwright/test';

/** Holds every script file the page asks for until released: the page as it is before JavaScript runs. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
