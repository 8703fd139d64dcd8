import { NotBuiltYet } from '@panel/ui';

/** `/invoice/{id}/pay/paypal`: placeholder until the PayPal subscription flow lands. */
export function PaypalSubscriptionScreen() {
  return <NotBuiltYet title="PayPal subscription" />;
}
