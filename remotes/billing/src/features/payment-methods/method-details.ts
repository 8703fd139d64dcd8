// What each payment method takes, in the catalogue: shared by the chooser and the invoice's
// server-included fragment (features/invoice/fragment), so plain data.
import type { PaymentMethodId } from '@panel/rules';
import type { InvoiceViewMessage } from '../../messages/invoice-view.en';

/** The providers' own names are never translated; what they take is. */
export const METHOD_DETAIL: Record<PaymentMethodId, InvoiceViewMessage> = {
  balance: 'detailBalance',
  stripe: 'detailStripe',
  paypal: 'detailPaypal',
  coingate: 'detailCoingate',
  litepay: 'detailLitepay',
  cashfree: 'detailCashfree',
};
