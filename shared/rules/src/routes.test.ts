import { describe, expect, it } from 'vitest';
import { NAV_SECTION_TITLES, ROUTE_TITLES } from './route-titles';
import { FRENCH_NAV_SECTION_TITLES, FRENCH_ROUTE_TITLES } from './route-titles.fr';
import { NAV_SECTIONS, ROUTES, routeById, routePath, routesOwnedBy, type RemoteName } from './routes';

const LANGUAGES = ['en', 'fr'] as const;
const TITLES = {
  en: { routes: ROUTE_TITLES, sections: NAV_SECTION_TITLES },
  fr: { routes: FRENCH_ROUTE_TITLES, sections: FRENCH_NAV_SECTION_TITLES },
};
const REMOTES: RemoteName[] = ['auth', 'customer', 'billing', 'staff'];
const shape = (path: string) => path.replace(/:[^/]+/g, ':param').replace(/(.)\/$/, '$1');

describe('the route record', () => {
  it('has unique ids, and unique paths even once params and trailing slashes are ignored', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => shape(route.path))).size).toBe(ROUTES.length);
  });

  it.each(REMOTES)('gives the %s remote routes to render', (remote) => {
    expect(routesOwnedBy(remote).length).toBeGreaterThan(0);
    expect(routesOwnedBy(remote).every((route) => route.owner === remote)).toBe(true);
  });

  it('gives each route to exactly one owner', () => {
    const owned = [...REMOTES.flatMap((remote) => routesOwnedBy(remote)), ...routesOwnedBy('shell')];
    expect(owned.map((route) => route.id).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it.each(LANGUAGES)('titles every route in %s', (language) => {
    for (const route of ROUTES) expect(TITLES[language].routes[route.id], route.id).toMatch(/\S/);
    expect(Object.keys(TITLES[language].routes).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it.each(LANGUAGES)('gives every sidebar entry an icon, a labelled section and a label in %s', (language) => {
    const entries = ROUTES.filter((route) => route.nav);
    expect(entries.length).toBeGreaterThan(0);
    for (const route of entries) {
      expect(route.nav?.icon, route.id).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(NAV_SECTIONS, route.id).toContain(route.nav?.section);
      expect(TITLES[language].routes[route.id], route.id).toMatch(/\S/);
    }
    for (const section of NAV_SECTIONS) expect(TITLES[language].sections[section]).toMatch(/\S/);
  });

  it('never puts a route with params in the sidebar (a link needs a complete address)', () => {
    expect(ROUTES.filter((route) => route.nav && route.path.includes(':')).map((route) => route.id)).toEqual([]);
  });

  it('starts early only calls whose params the path provides (or `:me`, the signed-in user)', () => {
    for (const route of ROUTES) {
      for (const call of route.firstCalls ?? []) {
        for (const [param] of call.matchAll(/:\w+/g)) if (param !== ':me') expect(route.path, `${route.id}: ${call}`).toContain(param);
      }
    }
  });
});

describe('routePath', () => {
  it('gives a route’s address', () => {
    expect(routePath('home')).toBe('/');
    expect(routePath('staffHome')).toBe('/staff/');
    expect(routeById('funds').path).toBe(routePath('funds'));
  });

  it('fills in the params, encoded', () => {
    expect(routePath('invoice', { id: 'inv-1' })).toBe('/invoice/inv-1');
    expect(routePath('orderConfigure', { plan: 'a b/c' })).toBe('/order/a%20b%2Fc/configure');
  });
});
