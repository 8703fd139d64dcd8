import '@panel/ui/tokens.css';
import { lazyScreen, RemoteRoot, RemoteRoutes } from '@panel/ui';
import { InvoiceScreen } from './features/invoice/InvoiceScreen';
// Registers the billing messages when the remote loads, so a billing release carries its own.
import './messages';

// The invoice screen is the usual first screen of this remote, so it ships with the entry
// chunk; the payment pages (and any provider SDK) load when visited.
const screens = {
  invoice: InvoiceScreen,
  invoicePayPaypal: lazyScreen(() => import('./features/paypal/PaypalSubscriptionScreen'), 'PaypalSubscriptionScreen'),
  invoicePayStripe: lazyScreen(() => import('./features/stripe/StripeScreen'), 'StripeScreen'),
  invoicePayBalance: lazyScreen(() => import('./features/balance/BalanceScreen'), 'BalanceScreen'),
  invoicePayCoingate: lazyScreen(() => import('./features/hosted-checkout/HostedCheckoutScreen'), 'CoingateScreen'),
  invoicePayLitepay: lazyScreen(() => import('./features/hosted-checkout/HostedCheckoutScreen'), 'LitepayScreen'),
  invoicePayCashfree: lazyScreen(() => import('./features/hosted-checkout/HostedCheckoutScreen'), 'CashfreeScreen'),
  paymentSuccess: lazyScreen(() => import('./features/payment-result/PaymentSuccessScreen'), 'PaymentSuccessScreen'),
  paymentCancelled: lazyScreen(() => import('./features/payment-result/PaymentCancelledScreen'), 'PaymentCancelledScreen'),
  // Plans mode (features.perServerPlans off).
  order: lazyScreen(() => import('./features/order/OrderScreen'), 'OrderScreen'),
  orderCategory: lazyScreen(() => import('./features/order/OrderScreen'), 'OrderScreen'),
  orderConfigure: lazyScreen(() => import('./features/order/ConfigureScreen'), 'ConfigureScreen'),
  orderReferrals: lazyScreen(() => import('./features/order/ReferralConditionScreen'), 'ReferralConditionScreen'),
  funds: lazyScreen(() => import('./features/funds/FundsScreen'), 'FundsScreen'),
  // Resource split (on).
  create: lazyScreen(() => import('./features/create/CreateScreen'), 'CreateScreen'),
  shop: lazyScreen(() => import('./features/shop/ShopScreen'), 'ShopScreen'),
  shopItem: lazyScreen(() => import('./features/shop/ShopPlanScreen'), 'ShopPlanScreen'),
  shopResources: lazyScreen(() => import('./features/shop/ResourcePackScreen'), 'ResourcePackScreen'),
};

/** The billing remote's routes; screens not listed here are built by later issues (see the README status table). */
export default function BillingApp() {
  return (
    <RemoteRoot name="billing">
      <RemoteRoutes owner="billing" screens={screens} />
    </RemoteRoot>
  );
}
