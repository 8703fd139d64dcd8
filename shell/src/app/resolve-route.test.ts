import { describe, expect, it } from 'vitest';
import { ROUTES } from '@panel/rules';
import { resolveRoute } from './resolve-route';

describe('resolveRoute', () => {
  it.each([
    ['/', 'home'],
    ['/shop', 'shop'],
    ['/shop/', 'shop'],
    ['/shop/shop-mc-pro', 'shopItem'],
    ['/shop/resources/1', 'shopResources'],
    ['/order', 'order'],
    ['/order/minecraft', 'orderCategory'],
    ['/order/plan-mc-pro/configure', 'orderConfigure'],
    ['/order/plan-mc-pro/cnm/referrals', 'orderReferrals'],
    ['/invoice/inv-unpaid', 'invoice'],
    ['/invoice/inv-unpaid/pay/paypal', 'invoicePayPaypal'],
    ['/invoice/inv-unpaid/payment/success', 'paymentSuccess'],
    ['/articles/changelog', 'article'],
    ['/staff/', 'staffHome'],
    ['/staff', 'staffHome'],
    ['/staff/articles', 'staffArticles'],
    ['/staff/events/christmas/insights', 'staffChristmasInsights'],
    ['/staff/users/u-customer', 'staffUser'],
    ['/auth/login', 'login'],
    ['/join/ref-1', 'join'],
    ['/error', 'error'],
  ])('%s → %s', (path, id) => {
    expect(resolveRoute(path)?.id).toBe(id);
  });

  it.each(['/nope', '/invoice', '/invoice/1/pay/bitcoin', '/staff/unknown', '/auth/unknown', '/shop/resources/1/x'])(
    'resolves the unknown path %s to null',
    (path) => {
      expect(resolveRoute(path)).toBeNull();
    },
  );

  it('resolves every table path to its own entry', () => {
    for (const route of ROUTES) {
      const concrete = route.path.replace(/:[^/]+/g, 'x-1');
      expect(resolveRoute(concrete)?.id, concrete).toBe(route.id);
    }
  });
});
