import type { Invoice, Settings, User } from '@panel/api/contract';

export type PaymentMethodId = 'balance' | 'stripe' | 'paypal' | 'coingate' | 'litepay' | 'cashfree';

/** Accessible names contain the provider (decisions.md); `detail` says what each one takes. */
export const PAYMENT_METHODS: Record<PaymentMethodId, { name: string; detail: string }> = {
  balance: { name: 'Account balance', detail: 'Pay from the balance on your account' },
  stripe: { name: 'Stripe', detail: 'Card and wallets' },
  paypal: { name: 'PayPal', detail: 'PayPal account or card' },
  coingate: { name: 'CoinGate', detail: 'Bitcoin, Litecoin, Zcash, Bitcoin Cash, Monero, Ethereum, Dogecoin' },
  litepay: { name: 'LitePay', detail: 'Bitcoin, Litecoin, Zcash, Bitcoin Cash, Monero, Ethereum, Dogecoin' },
  cashfree: { name: 'CashFree', detail: 'UPI and Netbanking, for Indian users' },
};

export const NO_PAYMENT_METHODS_MESSAGE = 'No payment methods are enabled. Contact us to pay this invoice.';

/** Spec section 5: balance only above 0 and not for a top-up; providers only when enabled. */
export function availablePaymentMethods(
  invoice: Pick<Invoice, 'item'>,
  user: Pick<User, 'balance'>,
  payments: Settings['payments'],
): PaymentMethodId[] {
  const methods: PaymentMethodId[] = [];
  if (user.balance > 0 && invoice.item !== 'topup') methods.push('balance');
  if (payments.stripe.enabled) methods.push('stripe');
  if (payments.paypal.enabled) methods.push('paypal');
  if (payments.coingate.enabled) methods.push('coingate');
  if (payments.litepay.enabled) methods.push('litepay');
  if (payments.cashfree.enabled) methods.push('cashfree');
  return methods;
}

/** Spec section 5 names four providers for this message; LitePay alone does not lift it. */
export const noProviderEnabled = (payments: Settings['payments']): boolean =>
  !payments.paypal.enabled && !payments.stripe.enabled && !payments.coingate.enabled && !payments.cashfree.enabled;
