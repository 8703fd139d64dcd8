import { NotBuiltYet } from '@panel/ui';

export function PaymentCancelledScreen() {
  return <NotBuiltYet title="Payment cancelled" />;
}
