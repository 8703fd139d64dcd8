import type { Invoice } from '@panel/api/contract';
import { canChoosePaymentMethod, effectiveBillingCycle, renews } from '@panel/rules';
import { Alert } from '@panel/ui';
import { useListing } from '../../api/listing';
import { useBillingT } from '../../messages';
import { PaymentMethodChooser } from '../payment-methods/PaymentMethodChooser';
import { PayPage } from '../pay-page/PayPage';

/** `/invoice/{id}/payment/cancelled`: nothing was charged; the methods again. */
export function PaymentCancelledScreen() {
  const t = useBillingT();
  return <PayPage title={t('cancelledTitle')}>{(invoice) => <TryAgain invoice={invoice} />}</PayPage>;
}

function TryAgain({ invoice }: { invoice: Invoice }) {
  const t = useBillingT();
  const listing = useListing();
  const cycle = effectiveBillingCycle(invoice, listing.data ?? []);
  return (
    <>
      <Alert tone="info">
        <p>{t('cancelledText', { id: invoice._id })}</p>
      </Alert>
      {canChoosePaymentMethod(invoice) && <PaymentMethodChooser invoice={invoice} renews={listing.data !== undefined && renews(cycle)} />}
    </>
  );
}
