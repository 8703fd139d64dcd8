import { describe, expect, it } from 'vitest';
import { ROUTES } from '@panel/rules';
import { resolveRoute } from '../../app/resolve-route';
import { mayShowAd } from './ad-screens';

describe('mayShowAd', () => {
  it.each([
    ['/', true],
    ['/subscription', true],
    ['/articles/news', true],
    ['/shop', true],
    ['/auth/login', false],
    ['/auth/register', false],
    ['/invoice/abc', false],
    ['/invoice/abc/pay/stripe', false],
    ['/invoice/abc/payment/success', false],
    ['/invoice/abc/payment/cancelled', false],
    ['/staff/', false],
    ['/staff/users', false],
    ['/no/such/page', false],
  ])('%s → %s', (path, expected) => {
    expect(mayShowAd(resolveRoute(path))).toBe(expected);
  });

  it('shows none on any sign-in, staff or payment screen of the record', () => {
    for (const route of ROUTES) {
      if (route.owner === 'auth' || route.owner === 'staff' || route.path.startsWith('/invoice/')) expect(mayShowAd(route)).toBe(false);
    }
  });
});
