import { useEffect, useState } from 'react';
import type { Invoice } from '@panel/api/contract';
import { Link, useNavigate } from '@panel/router';
import { UNPAID_INVOICE_TEXT } from '@panel/rules';
import { DelayedSpinner } from '@panel/ui';
import { PayPage } from '../pay-page/PayPage';

/** How often the page asks whether the provider has confirmed, and when it stops waiting quietly. */
export const CONFIRMATION_POLL_MS = 2000;
export const CONFIRMATION_PATIENCE_MS = 120_000;

/** `/invoice/{id}/payment/success`: waits for the provider's confirmation, then the thank-you screen. */
export function PaymentSuccessScreen() {
  return (
    <PayPage title="Thank you for your payment" allowPaid refreshInterval={CONFIRMATION_POLL_MS}>
      {(invoice) => <AwaitConfirmation invoice={invoice} />}
    </PayPage>
  );
}

function AwaitConfirmation({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const [patient, setPatient] = useState(true);

  useEffect(() => {
    if (invoice.paid) navigate(`/invoice/${encodeURIComponent(invoice._id)}?success`, { replace: true });
  }, [invoice.paid, invoice._id, navigate]);

  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (invoice.paid) return <p role="status">Your payment is confirmed.</p>;
  return (
    <div className="notice notice-info">
      <p>We received your payment. The payment provider has not confirmed it yet; this page updates by itself.</p>
      <DelayedSpinner delayMs={0} label="Waiting for the payment provider to confirm…" />
      {!patient && (
        <p>
          This is taking longer than usual. {UNPAID_INVOICE_TEXT} <Link to={`/invoice/${encodeURIComponent(invoice._id)}`}>Back to the invoice</Link>
        </p>
      )}
    </div>
  );
}
