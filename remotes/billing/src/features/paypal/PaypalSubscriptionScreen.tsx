import { useEffect, useState } from 'react';
import type { BillingCycle, Invoice } from '@panel/api/contract';
import { Link, useNavigate, useParams } from '@panel/router';
import { BILLING_CYCLES, formatMoney } from '@panel/rules';
import { useConfig } from '@panel/session';
import { DelayedSpinner } from '@panel/ui';
import { useInvoice } from '../../api/invoice';
import { useBilledCycle } from '../../api/listing';
import { InvoiceLoadError } from '../invoice/InvoiceLoadError';
import { useGoBack } from '../invoice/use-go-back';
import { PaypalSubscriptionButtons } from './PaypalSubscriptionButtons';
import { subscriptionBlocker, type SubscriptionBlocker } from './subscription-eligibility';

/** Spec section 9: the success toast shows this long before the success page. */
const SUBSCRIPTION_SUCCESS_DELAY_MS = 2000;

const BLOCKER_TEXT: Record<SubscriptionBlocker, string> = {
  paid: 'This invoice is already paid. There is nothing to subscribe to.',
  managed: 'This invoice is already paid automatically by a subscription.',
  'one-time': 'This invoice is paid once and does not renew, so it cannot be paid by a subscription. Pay it from the invoice page instead.',
  'paypal-disabled': 'PayPal payments are not available right now. Choose another payment method on the invoice page.',
};

/** `/invoice/{id}/pay/paypal`: subscribe with PayPal so every renewal of the invoice's item is paid automatically. */
export function PaypalSubscriptionScreen() {
  const { id = '' } = useParams();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const { data: invoice, error, mutate } = useInvoice(id);
  // Kept here, not in the buttons: the reloaded invoice is paid and the buttons give way to a notice.
  const [activated, setActivated] = useState(false);

  useEffect(() => {
    if (!activated) return undefined;
    const timer = window.setTimeout(() => navigate(`/invoice/${id}/payment/success`), SUBSCRIPTION_SUCCESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [activated, id, navigate]);

  const cycle = useBilledCycle(invoice);

  return (
    <section className="page" aria-labelledby="paypal-subscription-title">
      <h1 id="paypal-subscription-title">Subscribe with PayPal</h1>
      {activated ? (
        <p className="notice notice-info" role="status">
          Your PayPal subscription is approved. Taking you to the confirmation…
        </p>
      ) : error && !invoice ? (
        <InvoiceLoadError id={id} error={error} onRetry={() => void mutate()} onBack={goBack} />
      ) : !invoice || cycle === null ? (
        <DelayedSpinner label="Loading the invoice…" />
      ) : (
        <SubscriptionCheckout invoice={invoice} cycle={cycle} onActivated={() => setActivated(true)} />
      )}
    </section>
  );
}

interface SubscriptionCheckoutProps {
  invoice: Invoice;
  cycle: BillingCycle;
  onActivated: () => void;
}

function SubscriptionCheckout({ invoice, cycle, onActivated }: SubscriptionCheckoutProps) {
  const config = useConfig();
  const blocker = subscriptionBlocker(invoice, cycle, config.settings.payments.paypal.enabled);
  const cycleName = BILLING_CYCLES.find((entry) => entry.hours === cycle)?.name ?? `Every ${cycle} hours`;
  const backLink = <Link to={`/invoice/${invoice._id}`}>Back to invoice {invoice._id}</Link>;

  return (
    <>
      <dl className="summary">
        <div>
          <dt>Subscription to</dt>
          <dd>{invoice.name}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(invoice.amount, config.currency)}</dd>
        </div>
        <div>
          <dt>Billed</dt>
          <dd>{blocker === 'one-time' ? 'Once' : cycleName}</dd>
        </div>
      </dl>
      {blocker ? (
        <div className="notice notice-info" role="status">
          <p>{BLOCKER_TEXT[blocker]}</p>
          <p>{backLink}</p>
        </div>
      ) : (
        <>
          <p>PayPal charges {formatMoney(invoice.amount, config.currency)} now and at every renewal until you cancel.</p>
          <PaypalSubscriptionButtons invoiceId={invoice._id} onActivated={onActivated} />
          <p>{backLink}</p>
        </>
      )}
    </>
  );
}
