import { NotBuiltYet } from '@panel/ui';

export function PaymentSuccessScreen() {
  return <NotBuiltYet title="Payment received" />;
}
