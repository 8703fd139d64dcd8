import { ROUTES, type RouteId } from '../routes';

/** A concrete address for every route: each param filled with a sample value. */
export const SAMPLE_PATHS = ROUTES.map((route) => ({ id: route.id, path: route.path.replace(/:[^/]+/g, 'sample-1') }));

/**
 * Paths where matchers often disagree, and the route each is (null: none). Every consumer
 * of the record must give these answers (see shell/src/app/route-consumers-agree.test.tsx).
 */
export const TRICKY_PATHS: [path: string, id: RouteId | null][] = [
  ['/invoice/1/', 'invoice'],
  ['/invoice/1//', 'invoice'],
  ['/INVOICE/1', null],
  ['/invoice/%2e%2e/x', null],
  ['/invoice/%2e%2e', null],
  ['/invoice/a%2Fb', null],
  ['/invoice/%E0%A4%A', null],
  ['/invoice//1', null],
  ['//invoice/1', null],
  ['/invoice/inv%201', 'invoice'],
  ['/%61uth/login', 'login'],
  ['/staff', 'staffHome'],
  ['/staff/', 'staffHome'],
  ['/auth/login?x=1#y', 'login'],
  ['/auth/login#/staff', 'login'],
  ['/nope', null],
  ['/server/edit/', null],
  ['/server/edit', null],
  ['/', 'home'],
  ['invoice/1', null],
  [`/invoice/${'a'.repeat(2_000)}`, null],
  ['/a'.repeat(1_000), null],
];
