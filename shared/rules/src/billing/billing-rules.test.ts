import { describe, expect, it } from 'vitest';
import type { BillingCycle, ListingItem, Settings } from '@panel/api/contract';
import { effectiveBillingCycle, renews, suffixCycle } from './billing-cycles';
import { formatMoney } from './money';
import { isPartlyPaid } from './partly-paid';
import { availablePaymentMethods, noProviderEnabled, PAYMENT_METHODS } from './payment-methods';
import { canChoosePaymentMethod, invoiceNotices, subscriptionManager, transactionMethodLabel } from './invoice-status';

const EUR = { name: 'Euro', abbreviation: 'EUR', symbol: '€' };
const discount = { code: 'SPRING', reduction: 20, recurrent: false };

describe('formatMoney', () => {
  it.each([
    [5, EUR, '€5.00'],
    [4.5, EUR, '€4.50'],
    [1234.567, EUR, '€1234.57'],
    [0, { name: 'Albanian Lek', abbreviation: 'ALL', symbol: 'L' }, 'L0.00'],
  ])('%s in %j reads %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});

describe('suffixCycle', () => {
  type SuffixInput = Parameters<typeof suffixCycle>[0];
  const plain: SuffixInput = { paid: false, paidpartial: false, received: 0, discount: null };
  it.each<[string, Partial<SuffixInput>, BillingCycle, BillingCycle | null]>([
    ['monthly', {}, 720, 720],
    ['quarterly', {}, 2160, 2160],
    ['semi-annual', {}, 4380, 4380],
    ['annual', {}, 8760, 8760],
    ['one-time', {}, -1, null],
    ['partly paid', { paidpartial: true, received: 4.5 }, 720, null],
    ['discounted', { discount }, 720, null],
    ['partly paid and one-time', { paidpartial: true, received: 4.5 }, -1, null],
    ['flagged partly paid with nothing received', { paidpartial: true, received: 0 }, 720, 720],
    ['paid in full after a partial payment', { paid: true, paidpartial: true, received: 9.99 }, 720, 720],
  ])('%s → %s', (_, overrides, cycle, expected) => {
    expect(suffixCycle({ ...plain, ...overrides }, cycle)).toBe(expected);
  });
});

describe('isPartlyPaid', () => {
  it.each<[string, { paid: boolean; paidpartial: boolean; received: number }, boolean]>([
    ['flagged, unpaid, something received', { paid: false, paidpartial: true, received: 4.5 }, true],
    ['flagged but nothing received', { paid: false, paidpartial: true, received: 0 }, false],
    ['flagged and since paid in full', { paid: true, paidpartial: true, received: 9.99 }, false],
    ['not flagged', { paid: false, paidpartial: false, received: 0 }, false],
    ['not flagged although something was received', { paid: false, paidpartial: false, received: 2 }, false],
  ])('%s → %s', (_, invoice, expected) => {
    expect(isPartlyPaid(invoice)).toBe(expected);
  });
});

describe('effectiveBillingCycle (non-renewable items bill once)', () => {
  const listing: ListingItem[] = [
    { _id: 'plan-renews', name: 'A', price: 5, billingCycles: [720], renewable: true },
    { _id: 'plan-once', name: 'B', price: 5, billingCycles: [720], renewable: false },
  ];
  it.each<[string, string, BillingCycle, BillingCycle]>([
    ['renewable item keeps its cycle', 'plan-renews', 720, 720],
    ['non-renewable item becomes one-time', 'plan-once', 8760, -1],
    ['item outside the listing keeps its cycle', 'topup', -1, -1],
    ['unknown item keeps its cycle', 'gone', 2160, 2160],
  ])('%s', (_, item, cycle, expected) => {
    expect(effectiveBillingCycle({ item, billingCycle: cycle }, listing)).toBe(expected);
    expect(renews(effectiveBillingCycle({ item, billingCycle: cycle }, listing))).toBe(expected !== -1);
  });
});

const payments = (enabled: Partial<Record<'stripe' | 'paypal' | 'coingate' | 'cashfree' | 'litepay', boolean>>): Settings['payments'] => ({
  stripe: { publishableKey: 'pk', enabled: !!enabled.stripe },
  paypal: { clientId: 'sb', enabled: !!enabled.paypal },
  coingate: { enabled: !!enabled.coingate },
  cashfree: { enabled: !!enabled.cashfree, appid: null },
  litepay: { enabled: !!enabled.litepay },
});
const all = { stripe: true, paypal: true, coingate: true, cashfree: true, litepay: true };

describe('availablePaymentMethods', () => {
  it.each([
    ['balance above 0 on a plan invoice', 'plan', 10, all, ['balance', 'stripe', 'paypal', 'coingate', 'litepay', 'cashfree']],
    ['no balance', 'plan', 0, all, ['stripe', 'paypal', 'coingate', 'litepay', 'cashfree']],
    ['negative balance', 'plan', -3, {}, []],
    ['top-up is never paid from balance', 'topup', 50, { paypal: true }, ['paypal']],
    ['jfr-activation may use balance', 'jfr-activation', 1, {}, ['balance']],
    ['only enabled providers', 'plan', 0, { coingate: true, litepay: true }, ['coingate', 'litepay']],
  ] as const)('%s', (_, item, balance, enabled, expected) => {
    expect(availablePaymentMethods({ item }, { balance }, payments(enabled))).toEqual(expected);
  });

  it('names every method after its provider', () => {
    expect(Object.values(PAYMENT_METHODS).map((m) => m.name)).toEqual(['Account balance', 'Stripe', 'PayPal', 'CoinGate', 'LitePay', 'CashFree']);
  });
});

describe('noProviderEnabled (the no-methods message)', () => {
  it.each([
    [{}, true],
    [{ litepay: true }, true],
    [{ paypal: true }, false],
    [{ stripe: true }, false],
    [{ coingate: true }, false],
    [{ cashfree: true }, false],
  ] as const)('%j → %s', (enabled, expected) => {
    expect(noProviderEnabled(payments(enabled))).toBe(expected);
  });
});

describe('subscriptionManager', () => {
  it.each([
    [{ paypalOrder: 'I_ABC123', stripeSubscription: null }, 'paypal'],
    [{ paypalOrder: '5O190127TN364715T', stripeSubscription: null }, null],
    [{ paypalOrder: null, stripeSubscription: 'sub_123' }, 'stripe'],
    [{ paypalOrder: null, stripeSubscription: '' }, null],
    [{ paypalOrder: null, stripeSubscription: null }, null],
  ] as const)('%j → %s', (invoice, expected) => {
    expect(subscriptionManager(invoice)).toBe(expected);
  });
});

describe('invoiceNotices', () => {
  type NoticeInput = Parameters<typeof invoiceNotices>[0];
  const base: NoticeInput = { paid: false, paidpartial: false, paiddate: 0, amount: 20, received: 0, paypalOrder: null, stripeSubscription: null };
  const paidOn = { paid: true, paiddate: 1700, received: 20 };
  it.each<[string, Partial<NoticeInput>, BillingCycle, unknown[]]>([
    ['unpaid', {}, 720, [{ kind: 'pay-soon' }, { kind: 'unpaid' }]],
    ['paid', paidOn, 720, [{ kind: 'paid', paiddate: 1700 }]],
    ['unpaid, PayPal subscription', { paypalOrder: 'I_X' }, 720, [{ kind: 'managed', by: 'paypal' }, { kind: 'unpaid' }]],
    ['unpaid, Stripe subscription', { stripeSubscription: 'sub_1' }, 720, [{ kind: 'managed', by: 'stripe' }, { kind: 'unpaid' }]],
    ['paid, PayPal subscription', { ...paidOn, paypalOrder: 'I_X' }, 720, [{ kind: 'paid', paiddate: 1700 }, { kind: 'managed', by: 'paypal' }]],
    ['paid, Stripe subscription', { ...paidOn, stripeSubscription: 'sub_1' }, 720, [{ kind: 'paid', paiddate: 1700 }, { kind: 'managed', by: 'stripe' }]],
    ['paid with a PayPal order (not a subscription)', { ...paidOn, paypalOrder: '5O190127TN364715T' }, 720, [{ kind: 'paid', paiddate: 1700 }]],
    [
      'partly paid with a cycle',
      { paidpartial: true, received: 5 },
      720,
      [{ kind: 'pay-soon' }, { kind: 'unpaid' }, { kind: 'partly-paid', remainder: 15 }, { kind: 'manual-next-invoice' }],
    ],
    ['partly paid, one-time', { paidpartial: true, received: 5 }, -1, [{ kind: 'pay-soon' }, { kind: 'unpaid' }, { kind: 'partly-paid', remainder: 15 }]],
    ['flagged partly paid but nothing received', { paidpartial: true, received: 0 }, 720, [{ kind: 'pay-soon' }, { kind: 'unpaid' }]],
    ['paid in full after a partial payment', { ...paidOn, paidpartial: true }, 720, [{ kind: 'paid', paiddate: 1700 }]],
    [
      'partly paid and managed by a subscription',
      { paidpartial: true, received: 5, stripeSubscription: 'sub_1' },
      720,
      [{ kind: 'managed', by: 'stripe' }, { kind: 'unpaid' }, { kind: 'partly-paid', remainder: 15 }, { kind: 'manual-next-invoice' }],
    ],
  ])('%s', (_, overrides, cycle, expected) => {
    expect(invoiceNotices({ ...base, ...overrides }, cycle)).toEqual(expected);
  });

  it.each([
    [{ paid: false, paypalOrder: null, stripeSubscription: null }, true],
    [{ paid: true, paypalOrder: null, stripeSubscription: null }, false],
    [{ paid: false, paypalOrder: 'I_1', stripeSubscription: null }, false],
    [{ paid: false, paypalOrder: null, stripeSubscription: 'sub' }, false],
  ] as const)('canChoosePaymentMethod(%j) → %s', (invoice, expected) => {
    expect(canChoosePaymentMethod(invoice)).toBe(expected);
  });
});

describe('transactionMethodLabel', () => {
  it.each([
    ['stripe', 'Stripe'],
    ['coingate', 'CoinGate'],
    ['paypal', 'PayPal'],
    ['staff-force-pay', 'Completed by staff'],
    ['bank-transfer', 'bank-transfer'],
    ['litepay', 'litepay'],
  ])('%s → %s', (method, expected) => {
    expect(transactionMethodLabel(method)).toBe(expected);
  });
});
