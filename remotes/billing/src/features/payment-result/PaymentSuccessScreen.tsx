import { useEffect, useState } from 'react';
import type { Invoice } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Alert, Link, Spinner } from '@panel/ui';
import { useBillingT } from '../../messages';
import { PayPage } from '../pay-page/PayPage';

/** How often the page asks whether the provider has confirmed, and when it stops waiting quietly. */
export const CONFIRMATION_POLL_MS = 2000;
export const CONFIRMATION_PATIENCE_MS = 120_000;

/** `/invoice/{id}/payment/success`: waits for the provider's confirmation, then the thank-you screen. */
export function PaymentSuccessScreen() {
  const t = useBillingT();
  return (
    <PayPage title={t('successTitle')} allowPaid refreshInterval={CONFIRMATION_POLL_MS}>
      {(invoice) => <AwaitConfirmation invoice={invoice} />}
    </PayPage>
  );
}

function AwaitConfirmation({ invoice }: { invoice: Invoice }) {
  const t = useBillingT();
  const navigate = useNavigate();
  const [patient, setPatient] = useState(true);

  useEffect(() => {
    if (invoice.paid) navigate(`/invoice/${encodeURIComponent(invoice._id)}?success`, { replace: true });
  }, [invoice.paid, invoice._id, navigate]);

  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (invoice.paid) return <p role="status">{t('paymentConfirmed')}</p>;
  return (
    <Alert tone="info">
      <p>{t('awaitingConfirmation')}</p>
      <p>
        <Spinner size="sm" label={t('waitingForProvider')} showLabel />
      </p>
      {!patient && (
        <p>
          {t('confirmationSlow')} {t('noticeUnpaid')} <Link to={`/invoice/${encodeURIComponent(invoice._id)}`}>{t('backToTheInvoice')}</Link>
        </p>
      )}
    </Alert>
  );
}
