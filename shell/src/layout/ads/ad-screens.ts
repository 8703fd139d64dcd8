import type { Route } from '@panel/rules';

/**
 * Whether a screen may show an ad: never while signing in, paying or at staff work (nor on a
 * path the record does not know). Billing's invoice and payment screens are all under `/invoice`.
 */
export function mayShowAd(route: Route | null): boolean {
  if (!route || route.owner === 'auth' || route.owner === 'staff' || route.owner === 'shell') return false;
  return !(route.owner === 'billing' && /^\/(invoice|pay)(\/|$)/.test(route.path));
}
