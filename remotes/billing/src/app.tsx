import '@panel/ui/tokens.css';
import { lazy, type ComponentType } from 'react';
import { RemoteRoot, RemoteRoutes } from '@panel/ui';
import { InvoiceScreen } from './features/invoice/InvoiceScreen';
// Registers the billing messages when the remote loads, so a billing release carries its own.
import './messages';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// The invoice screen is the usual first screen of this remote, so it ships with the entry
// chunk; the payment pages (and any provider SDK) load when visited.
const screens = {
  invoice: InvoiceScreen,
  invoicePayPaypal: named(() => import('./features/paypal/PaypalSubscriptionScreen'), 'PaypalSubscriptionScreen'),
  invoicePayStripe: named(() => import('./features/stripe/StripeScreen'), 'StripeScreen'),
  invoicePayBalance: named(() => import('./features/balance/BalanceScreen'), 'BalanceScreen'),
  invoicePayCoingate: named(() => import('./features/hosted-checkout/HostedCheckoutScreen'), 'CoingateScreen'),
  invoicePayLitepay: named(() => import('./features/hosted-checkout/HostedCheckoutScreen'), 'LitepayScreen'),
  invoicePayCashfree: named(() => import('./features/hosted-checkout/HostedCheckoutScreen'), 'CashfreeScreen'),
  paymentSuccess: named(() => import('./features/payment-result/PaymentSuccessScreen'), 'PaymentSuccessScreen'),
  paymentCancelled: named(() => import('./features/payment-result/PaymentCancelledScreen'), 'PaymentCancelledScreen'),
};

/** The billing remote's routes; screens not listed here are built by later issues (see the README status table). */
export default function BillingApp() {
  return (
    <RemoteRoot name="billing">
      <RemoteRoutes owner="billing" screens={screens} />
    </RemoteRoot>
  );
}
