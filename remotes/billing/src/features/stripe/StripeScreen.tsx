import { NotBuiltYet } from '@panel/ui';

/** `/invoice/{id}/pay/stripe`: placeholder until the Stripe Payment Element lands. */
export function StripeScreen() {
  return <NotBuiltYet title="Pay with Stripe" />;
}
