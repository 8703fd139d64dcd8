// What each payment method takes, in the catalogue: shared by the chooser and the invoice's
// server-included fragment (features/invoice/fragment), so plain data.
import type { PaymentMethodId } from '@panel/rules';
import type { BillingMessage } from '../../messages';

/** The providers' own names are never translated; what they take is. */
export const METHOD_DETAIL: Record<PaymentMethodId, BillingMessage> = {
  balance: 'detailBalance',
  stripe: 'detailStripe',
  paypal: 'detailPaypal',
  coingate: 'detailCoingate',
  litepay: 'detailLitepay',
  cashfree: 'detailCashfree',
};
