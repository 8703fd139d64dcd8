import type { Invoice } from '@panel/api/contract';
import { canChoosePaymentMethod, effectiveBillingCycle, renews } from '@panel/rules';
import { useListing } from '../../api/listing';
import { PaymentMethodChooser } from '../payment-methods/PaymentMethodChooser';
import { PayPage } from '../pay-page/PayPage';

/** `/invoice/{id}/payment/cancelled`: nothing was charged; the methods again. */
export function PaymentCancelledScreen() {
  return <PayPage title="Payment cancelled">{(invoice) => <TryAgain invoice={invoice} />}</PayPage>;
}

function TryAgain({ invoice }: { invoice: Invoice }) {
  const listing = useListing();
  const cycle = effectiveBillingCycle(invoice, listing.data ?? []);
  return (
    <>
      <p className="notice notice-info" role="status">
        The payment was cancelled and nothing was charged. Invoice {invoice._id} is still open: you can pay it another way.
      </p>
      {canChoosePaymentMethod(invoice) && <PaymentMethodChooser invoice={invoice} renews={listing.data !== undefined && renews(cycle)} />}
    </>
  );
}
