import { describe, expect, it, vi } from 'vitest';
import type { BillingCycle, Invoice } from '@panel/api/contract';
import { paypalOrderOptions, paypalSubscriptionOptions } from './paypal-options';
import { singleFlight } from './single-flight';
import { subscriptionBlocker, type SubscriptionBlocker } from './subscription-eligibility';

const config = {
  currency: { name: 'Euro', abbreviation: 'EUR', symbol: '€' },
  settings: {
    payments: {
      stripe: { publishableKey: 'pk_test_x', enabled: true },
      paypal: { clientId: 'sb', enabled: true },
      coingate: { enabled: false },
      cashfree: { enabled: false, appid: '' },
      litepay: { enabled: false },
    },
  },
};

describe('PayPal SDK options', () => {
  it('orders load buttons and googlepay with the client id and site currency', () => {
    expect(paypalOrderOptions(config)).toEqual({ clientId: 'sb', currency: 'EUR', components: 'buttons,googlepay' });
  });

  it('subscriptions load the same components, vault and use the subscription intent', () => {
    expect(paypalSubscriptionOptions(config)).toEqual({
      clientId: 'sb',
      currency: 'EUR',
      components: 'buttons,googlepay',
      vault: true,
      intent: 'subscription',
    });
  });
});

describe('singleFlight', () => {
  it('shares the running call and starts afresh once it settled', async () => {
    let resolve: (value: string) => void = () => undefined;
    const task = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const once = singleFlight(task);
    const [first, second] = [once(), once()];
    expect(task).toHaveBeenCalledTimes(1);
    resolve('ORDER-1');
    await expect(Promise.all([first, second])).resolves.toEqual(['ORDER-1', 'ORDER-1']);
    void once();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('lets the next call retry after a failure', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ORDER-2');
    const once = singleFlight<string>(task);
    await expect(once()).rejects.toThrow('down');
    await expect(once()).resolves.toBe('ORDER-2');
  });
});

describe('subscriptionBlocker', () => {
  const unpaid = { paid: false, paypalOrder: null, stripeSubscription: null } satisfies Partial<Invoice>;
  it.each<[string, Pick<Invoice, 'paid' | 'paypalOrder' | 'stripeSubscription'>, BillingCycle, boolean, SubscriptionBlocker | null]>([
    ['a renewing unpaid invoice', unpaid, 720, true, null],
    ['an annual one', unpaid, 8760, true, null],
    ['a paid invoice', { ...unpaid, paid: true }, 720, true, 'paid'],
    ['a paid one-time invoice', { ...unpaid, paid: true }, -1, true, 'paid'],
    ['a PayPal-managed invoice', { ...unpaid, paypalOrder: 'I_BW452GLLEP1G' }, 720, true, 'managed'],
    ['a Stripe-managed invoice', { ...unpaid, stripeSubscription: 'sub_1' }, 720, true, 'managed'],
    ['an invoice with a captured order', { ...unpaid, paypalOrder: '5O190127TN364715T' }, 720, true, null],
    ['a one-time invoice', unpaid, -1, true, 'one-time'],
    ['PayPal switched off', unpaid, 720, false, 'paypal-disabled'],
  ])('%s → %s', (_, invoice, cycle, enabled, expected) => {
    expect(subscriptionBlocker(invoice, cycle, enabled)).toBe(expected);
  });
});
